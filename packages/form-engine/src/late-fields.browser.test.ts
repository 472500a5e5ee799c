// A multi-step form: step 2 is rendered after "Next" (into the DOM, a web component's shadow
// root and a section that was hidden); watch() must report exactly the new fields, fillable.
import type { PageField } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { chromiumForThisFile, fill, keyOf, openPage, type Page, scan } from '../test/browser-harness.ts';

const PAGE = `<!doctype html><html><body>
<form id="wizard">
  <section id="step1">
    <h2>Step 1: you</h2>
    <label for="first">First name</label><input id="first">
    <label for="last">Last name</label><input id="last">
    <button type="button" id="next">Next</button>
  </section>
  <section id="extra" hidden>
    <label for="company">Company</label><input id="company">
  </section>
</form>
<script>
  customElements.define('phone-field', class extends HTMLElement {
    connectedCallback() {
      const root = this.attachShadow({ mode: 'open' });
      // Like a lit element: the shadow content arrives a little after connection.
      setTimeout(() => { root.innerHTML = '<label for="p">Phone</label><input id="p" type="tel">'; }, 30);
    }
  });
  document.getElementById('next').addEventListener('click', () => {
    document.getElementById('step1').style.display = 'none';
    // As after a fetch: step 2 arrives asynchronously.
    setTimeout(() => {
      const step = document.createElement('section');
      step.id = 'step2';
      step.innerHTML = '<h2>Step 2: address</h2><label for="street">Street</label><input id="street">' +
        '<label for="country">Country</label><select id="country"><option></option><option>Norway</option></select>' +
        '<phone-field></phone-field>';
      document.getElementById('wizard').append(step);
      document.getElementById('extra').hidden = false;
    }, 40);
  });
</script></body></html>`;

const browser = chromiumForThisFile();
let page: Page;

type Watcher = { engine: { watch(cb: (f: PageField[]) => void, o: object): () => void } };

/** Starts watching; every report is kept in `window.reports`. */
async function startWatching() {
  await page.evaluate(() => {
    const w = window as unknown as Watcher & { reports: PageField[][]; stop(): void };
    w.reports = [];
    w.stop = w.engine.watch((fresh) => w.reports.push(fresh), { debounceMs: 25 });
  });
}
const reports = () => page.evaluate(() => (window as unknown as { reports: PageField[][] }).reports);
const reportedLabels = async () => (await reports()).flat().map((f) => f.label);

describe('fields that appear later', () => {
  it('reports step 2 (DOM, late shadow root, unhidden section) once, and never step 1 again', async () => {
    page = await openPage(browser(), PAGE);
    expect((await scan(page)).map((f) => f.label)).toEqual(['First name', 'Last name']);
    await startWatching();
    await page.click('#next');
    await page.waitForFunction(
      () => (window as unknown as { reports: PageField[][] }).reports.flat().some((f) => f.label === 'Phone'),
      undefined,
      { timeout: 5_000 },
    );
    // Settle: later mutations must not report the same fields again.
    await page.evaluate(() => document.getElementById('wizard')?.setAttribute('class', 'step-2'));
    await page.waitForTimeout(150);
    const labels = await reportedLabels();
    expect([...labels].sort()).toEqual(['Company', 'Country', 'Phone', 'Street']);
    const phone = (await reports()).flat().find((f) => f.label === 'Phone');
    expect(phone).toMatchObject({ kind: 'text', type: 'tel' });
    const street = (await reports()).flat().find((f) => f.label === 'Street');
    expect(street?.context).toContain('Step 2: address');
  });

  it('fills the reported fields by their keys, without another scan', async () => {
    page = await openPage(browser(), PAGE);
    await scan(page);
    await startWatching();
    await page.click('#next');
    await page.waitForFunction(() => (window as unknown as { reports: PageField[][] }).reports.flat().length >= 4);
    const fresh = (await reports()).flat();
    const result = await fill(page, {
      [keyOf(fresh, 'Street')]: '1 Fjord Road',
      [keyOf(fresh, 'Country')]: 'Norway',
      [keyOf(fresh, 'Phone')]: '+47 555 0100',
    });
    expect(result.failed).toEqual([]);
    expect(
      await page.evaluate(() => ({
        street: (document.getElementById('street') as HTMLInputElement).value,
        country: (document.getElementById('country') as HTMLSelectElement).value,
        phone: (document.querySelector('phone-field')?.shadowRoot?.getElementById('p') as HTMLInputElement | null)
          ?.value,
      })),
    ).toEqual({ street: '1 Fjord Road', country: 'Norway', phone: '+47 555 0100' });
  });

  it('stops reporting once the watcher is stopped', async () => {
    page = await openPage(browser(), PAGE);
    await scan(page);
    await startWatching();
    await page.evaluate(() => (window as unknown as { stop(): void }).stop());
    await page.click('#next');
    await page.waitForSelector('#street');
    await page.waitForTimeout(150);
    expect(await reports()).toEqual([]);
  });
});
