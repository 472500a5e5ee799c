import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngineBundle } from '../build.mjs';
import { chromiumForThisFile, type Page } from '../test/browser-harness.ts';

const PAGE = `<!doctype html><html><body>
<form role="search"><input name="q" aria-label="Search"></form>
<form>
  <label for="first">First name</label><input id="first" name="first">
  <label>Email <input type="email" id="email"></label>
  <input id="pw" type="password" aria-label="Password">
  <input id="card" name="cardnumber" aria-label="Card number">
  <input id="typed" aria-label="Nickname" value="">
  <table><tr><td>Company</td><td><input id="company"></td></tr></table>
  <select id="state" aria-label="State"><option value="">Choose</option><option value="CA">California</option></select>
  <fieldset><legend>Contact by</legend><label><input type="radio" name="by" value="mail"> Mail</label><label><input type="radio" name="by" value="phone"> Phone</label></fieldset>
  <label><input type="checkbox" id="news"> Newsletter</label>
  <div id="host"></div>
  <iframe id="frame" srcdoc="<label for='city'>City</label><input id='city'>"></iframe>
  <span id="lb">Size</span>
  <button type="button" id="size" aria-haspopup="listbox" aria-labelledby="lb" aria-controls="size-list">Pick one</button>
  <ul id="size-list" role="listbox" hidden><li role="option">Small</li><li role="option">Large</li></ul>
</form>
<script>
  const host = document.getElementById('host').attachShadow({ mode: 'open' });
  host.innerHTML = '<div id="inner"></div><label for="zip">ZIP</label><input id="zip">';
  host.getElementById('inner').attachShadow({ mode: 'open' }).innerHTML = '<input aria-label="Deep field" id="deep">';
  const button = document.getElementById('size'), list = document.getElementById('size-list');
  button.addEventListener('click', () => { list.hidden = false; });
  list.addEventListener('click', (e) => { const o = e.target.closest('[role=option]'); if (o) { button.textContent = o.textContent; list.hidden = true; } });
</script></body></html>`;

const browser = chromiumForThisFile();
let page: Page;
let bundle: string;

beforeAll(async () => {
  bundle = await buildEngineBundle({ write: false });
}, 60_000);

async function open(html: string) {
  page = await browser().newPage();
  await page.setContent(html);
  await page.waitForFunction(
    () =>
      (document.getElementById('frame') as HTMLIFrameElement | null)?.contentDocument?.getElementById('city') ?? true,
  );
  await page.evaluate((typed) => {
    const input = document.getElementById('typed') as HTMLInputElement | null;
    if (input) input.value = typed;
  }, 'my own');
  await page.addScriptTag({ content: bundle });
  await page.evaluate('globalThis.__name = (t) => t; window.engine = FillDeckEngine.createFormEngine(document)');
}
const scan = () =>
  page.evaluate(() =>
    (
      window as unknown as {
        engine: { scan(): { fields: Array<Record<string, unknown>>; ignored: Array<{ reason: string }> } };
      }
    ).engine.scan(),
  );
const fill = (values: Record<string, unknown>) =>
  page.evaluate(
    (v) =>
      (
        window as unknown as { engine: { fill(x: unknown): Promise<{ filled: string[]; failed: unknown[] }> } }
      ).engine.fill(v),
    values,
  );

describe('the page engine in Chromium', () => {
  it('discovers fields in the document, nested shadow roots and a same-origin iframe, with their labels', async () => {
    await open(PAGE);
    const { fields } = await scan();
    const byLabel = Object.fromEntries(fields.map((f) => [f.label, f]));
    expect(Object.keys(byLabel)).toEqual(
      expect.arrayContaining([
        'First name',
        'Email',
        'Company',
        'State',
        'Contact by',
        'Newsletter',
        'ZIP',
        'Deep field',
        'City',
        'Size',
      ]),
    );
    expect(byLabel['Contact by']).toMatchObject({
      kind: 'radio',
      options: [
        { value: 'mail', text: 'Mail' },
        { value: 'phone', text: 'Phone' },
      ],
    });
    expect(byLabel.Size).toMatchObject({ kind: 'combobox', tag: 'button' });
    expect(byLabel.State).toMatchObject({
      kind: 'select',
      options: [
        { value: '', text: 'Choose' },
        { value: 'CA', text: 'California' },
      ],
    });
  });

  it('never describes passwords, card numbers, search boxes or a value the user typed', async () => {
    await open(PAGE);
    const { fields, ignored } = await scan();
    const labels = fields.map((f) => f.label);
    for (const label of ['Password', 'Search', 'Nickname']) expect(labels).not.toContain(label);
    expect(labels.some((l) => String(l).includes('Card'))).toBe(false);
    expect(ignored.map((i) => i.reason)).toEqual(
      expect.arrayContaining(['password', 'payment_card', 'search', 'user_value']),
    );
  });

  it('fills every kind (shadow, iframe, select, radio, checkbox, a select-only listbox) and undoes it exactly', async () => {
    await open(PAGE);
    const { fields } = await scan();
    const key = (label: string) => String(fields.find((f) => f.label === label)?.key);
    const result = await fill({
      [key('First name')]: 'Ada',
      [key('ZIP')]: '94105',
      [key('Deep field')]: 'deep',
      [key('City')]: 'San Francisco',
      [key('State')]: 'California',
      [key('Contact by')]: 'phone',
      [key('Newsletter')]: true,
      [key('Size')]: 'Large',
    });
    expect(result.failed).toEqual([]);
    const read = () =>
      page.evaluate(() => {
        const shadow = document.getElementById('host')?.shadowRoot;
        return {
          first: (document.getElementById('first') as HTMLInputElement).value,
          zip: (shadow?.getElementById('zip') as HTMLInputElement | null)?.value,
          deep: (shadow?.getElementById('inner')?.shadowRoot?.getElementById('deep') as HTMLInputElement | null)?.value,
          city: (
            (document.getElementById('frame') as HTMLIFrameElement).contentDocument?.getElementById(
              'city',
            ) as HTMLInputElement | null
          )?.value,
          state: (document.getElementById('state') as HTMLSelectElement).value,
          phone: (document.querySelector('input[value=phone]') as HTMLInputElement).checked,
          news: (document.getElementById('news') as HTMLInputElement).checked,
          size: document.getElementById('size')?.textContent,
        };
      });
    expect(await read()).toEqual({
      first: 'Ada',
      zip: '94105',
      deep: 'deep',
      city: 'San Francisco',
      state: 'CA',
      phone: true,
      news: true,
      size: 'Large',
    });
    await page.evaluate(() => (window as unknown as { engine: { undo(): void } }).engine.undo());
    expect(await read()).toMatchObject({
      first: '',
      zip: '',
      deep: '',
      city: '',
      state: '',
      phone: false,
      news: false,
    });
  });

  it('keeps a value in an input whose framework reverts writes that bypass the native setter', async () => {
    // React's value tracker: a plain `el.value = x` is not seen, and the next render restores state.
    await open(`<label for="n">Name</label><input id="n"><script>
      const el = document.getElementById('n'); let state = '';
      el.addEventListener('input', () => { state = el.value; });
      window.rerender = () => { el.value = state; };
    </script>`);
    const { fields } = await scan();
    await fill({ [String(fields[0]?.key)]: 'Ada' });
    expect(
      await page.evaluate(() => {
        (window as unknown as { rerender(): void }).rerender();
        return (document.getElementById('n') as HTMLInputElement).value;
      }),
    ).toBe('Ada');
  });

  it('reports fields added later (a next step) through watch', async () => {
    await open('<form id="f"><label for="a">First name</label><input id="a"></form>');
    await scan();
    const added = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const engine = (
            window as unknown as { engine: { watch(cb: (f: Array<{ label: string }>) => void, o: object): () => void } }
          ).engine;
          const stop = engine.watch(
            (fresh) => {
              stop();
              resolve(fresh.map((f) => f.label));
            },
            { debounceMs: 20 },
          );
          document
            .getElementById('f')
            ?.insertAdjacentHTML('beforeend', '<label for="b">Last name</label><input id="b">');
        }),
    );
    expect(added).toEqual(['Last name']);
  });
});
