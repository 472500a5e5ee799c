import { launchChromium } from '@filldeck/test-chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Expected } from './case-file.ts';
import { installReader, readKeys } from './page-read.ts';
import { parseKeys } from './run-case.ts';
import { scoreFields } from './score-fields.ts';
import { type StaticServer, serveDir } from './serve-dir.ts';

const FORM = `<!doctype html><html><body>
<form>
  <input id="name" value="">
  <input name="password" type="password" value="secret">
  <select id="state"><option value="">-</option><option value="CA">California</option><option value="NV">Nevada</option></select>
  <input id="news" type="checkbox" checked>
  <input type="radio" name="size" value="s" id="small"><input type="radio" name="size" value="m" id="medium">
  <textarea id="note"></textarea>
  <div id="bio" contenteditable="true"></div>
  <button type="button" id="country" role="combobox">Choose…</button>
  <div id="agree" role="checkbox" aria-checked="false">I agree</div>
  <input class="twin"><input class="twin">
  <input type="file" id="cv" accept=".pdf,.docx"><input type="file" id="photo" accept="image/*">
  <x-card id="card"></x-card>
  <iframe id="pay" src="frame.html"></iframe>
</form>
<script>
  const card = document.getElementById('card').attachShadow({ mode: 'open' });
  card.innerHTML = '<x-inner id="inner"></x-inner><input name="city">';
  card.getElementById('inner').attachShadow({ mode: 'open' }).innerHTML = '<input name="zip">';
</script>
</body></html>`;

const FRAME = `<!doctype html><html><body>
<input name="card-holder"><x-box id="box"></x-box>
<script>document.getElementById('box').attachShadow({ mode: 'open' }).innerHTML = '<input name="cvc">';</script>
</body></html>`;

const EXPECTED: Record<string, Expected> = {
  '#name': 'Ada Lovelace',
  '[name="password"]': { unchanged: true },
  '#state': ['california'],
  '#news': false,
  '#medium': true,
  '#note': 'Line  one',
  '#bio': 'Analyst',
  '#country': 'United Kingdom',
  '#agree': true,
  'x-card | [name="city"]': 'London',
  'x-card | #inner | [name="zip"]': { digits: '12345' },
  '#pay || [name="card-holder"]': 'A LOVELACE',
  '#pay || #box | [name="cvc"]': { unchanged: true },
  '#cv': { file: 'cv.pdf' },
  '#photo': { unchanged: true },
};

/** A hand-made fill: what an engine would have done to the page. */
async function handFill(page: Page) {
  await page.evaluate(() => {
    const set = (el: Element | null | undefined, value: string) => {
      (el as HTMLInputElement).value = value;
    };
    set(document.querySelector('#name'), ' ada  lovelace ');
    set(document.querySelector('#state'), 'CA');
    (document.querySelector('#news') as HTMLInputElement).checked = false;
    (document.querySelector('#medium') as HTMLInputElement).checked = true;
    set(document.querySelector('#note'), 'line one');
    (document.querySelector('#bio') as HTMLElement).innerText = 'Analyst';
    (document.querySelector('#country') as HTMLElement).innerText = 'United Kingdom';
    document.querySelector('#agree')?.setAttribute('aria-checked', 'true');
    const card = document.querySelector('x-card')?.shadowRoot;
    set(card?.querySelector('[name="city"]'), 'London');
    set(card?.querySelector('#inner')?.shadowRoot?.querySelector('input'), '+1 12345');
    const frame = (document.querySelector('#pay') as HTMLIFrameElement).contentDocument;
    set(frame?.querySelector('[name="card-holder"]'), 'A Lovelace');
    const chosen = new DataTransfer();
    chosen.items.add(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    (document.querySelector('#cv') as HTMLInputElement).files = chosen.files;
  });
}

let browser: Browser;
let server: StaticServer;
let page: Page;

beforeAll(async () => {
  server = await serveDir(null, { '/form.html': FORM, '/frame.html': FRAME });
  browser = await launchChromium();
  page = await browser.newPage();
  await page.addInitScript('globalThis.__name = globalThis.__name || ((target) => target);');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('reading case keys in a real page', () => {
  it('reaches fields in open shadow roots (nested) and same-origin iframes, and scores a hand-made fill', async () => {
    await page.goto(`${server.origin}/form.html`, { waitUntil: 'load' });
    await installReader(page);
    const { paths } = parseKeys(Object.keys(EXPECTED));
    const before = await readKeys(page, paths);
    expect(Object.values(before).filter((read) => 'missing' in read)).toEqual([]);
    expect(before['#country']).toMatchObject({ value: 'Choose…' });

    await handFill(page);
    const after = await readKeys(page, paths);
    expect(after['#state']).toMatchObject({ value: 'CA', text: 'California', checked: null });
    expect(after['#pay || #box | [name="cvc"]']).toMatchObject({ value: '', checked: null });
    expect(before['#cv']).toMatchObject({ value: '', files: [] });
    expect(after['#cv']).toMatchObject({ value: 'cv.pdf', files: ['cv.pdf'] });
    expect(after['#name']).not.toHaveProperty('files');
    const scores = scoreFields(EXPECTED, before, after);
    expect(scores.misses).toEqual([]);
    expect(scores.correct).toBe(Object.keys(EXPECTED).length);
  });

  it('scores untouched fields as wrong except those expected unchanged', async () => {
    await page.goto(`${server.origin}/form.html`, { waitUntil: 'load' });
    await installReader(page);
    const { paths } = parseKeys(Object.keys(EXPECTED));
    const before = await readKeys(page, paths);
    const scores = scoreFields(EXPECTED, before, await readKeys(page, paths));
    // The password, the cvc and the photo are unchanged; the checkbox expected unchecked starts checked.
    expect(scores.correct).toBe(3);
    expect(scores.misses).toContainEqual({ key: '#cv', outcome: 'empty', expected: 'file "cv.pdf"', got: 'no file' });
  });

  it('says why a key names nothing, and warns when it names several elements', async () => {
    await page.goto(`${server.origin}/form.html`, { waitUntil: 'load' });
    await installReader(page);
    const keys = ['#nope', '#name | input', '#name || input', 'x-card | #nope', '.twin'];
    const read = await readKeys(page, parseKeys(keys).paths);
    expect(read['#nope']).toEqual({ missing: 'nothing matches #nope' });
    expect(read['#name | input']).toEqual({ missing: 'no open shadow root on input' });
    expect(read['#name || input']).toEqual({ missing: 'input has no same-origin document' });
    expect(read['x-card | #nope']).toEqual({ missing: 'nothing matches #nope' });
    expect(read['.twin']).toMatchObject({ value: '', extra: 1 });
    expect(scoreFields({ '.twin': '' }, read, read).warnings).toEqual([
      '.twin matches 2 elements; the first was scored',
    ]);
  });
});
