// Undo puts every kind of control back exactly as the page had it, and tells the page so
// (input / change events), so a framework's state follows.
import { describe, expect, it } from 'vitest';
import { chromiumForThisFile, fill, keyOf, openPage, type Page, scan, undo } from '../test/browser-harness.ts';

const PAGE = `<!doctype html><html><body>
<form id="f">
  <label for="name">Name</label><input id="name" value="Old name">
  <label for="born">Born</label><input id="born" type="date" value="2020-01-02">
  <label for="note">Note</label><textarea id="note">Old note</textarea>
  <label for="plan">Plan</label>
  <select id="plan"><option value="free">Free</option><option value="pro" selected>Pro</option><option value="team">Team</option></select>
  <label for="langs">Languages</label>
  <select id="langs" multiple><option selected>English</option><option>French</option><option selected>German</option></select>
  <label><input type="checkbox" id="news" checked> Newsletter</label>
  <label><input type="checkbox" id="terms"> Terms</label>
  <fieldset><legend>Shipping</legend>
    <label><input type="radio" name="ship" value="post"> Post</label>
    <label><input type="radio" name="ship" value="courier" checked> Courier</label>
    <label><input type="radio" name="ship" value="pickup"> Pickup</label>
  </fieldset>
  <fieldset><legend>Gift wrap</legend>
    <label><input type="radio" name="wrap" value="yes"> Yes</label>
    <label><input type="radio" name="wrap" value="no"> No</label>
  </fieldset>
  <span id="color-label">Colour</span>
  <input id="color" role="combobox" aria-labelledby="color-label" aria-controls="colors" value="Green" autocomplete="off">
  <ul id="colors" role="listbox" hidden><li role="option">Red</li><li role="option">Green</li><li role="option">Blue</li></ul>
</form>
<script>
  // What a framework would hold: updated from input / change events only.
  window.seen = {};
  const record = (e) => {
    const t = e.target;
    if (t.type === 'radio') window.seen[t.name] = document.querySelector('input[name=' + t.name + ']:checked')?.value ?? '';
    else if (t.type === 'checkbox') window.seen[t.id] = t.checked;
    else if (t.multiple) window.seen[t.id] = Array.from(t.selectedOptions, (o) => o.text);
    else window.seen[t.id] = t.value;
  };
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
  const color = document.getElementById('color'), colors = document.getElementById('colors');
  color.addEventListener('click', () => { colors.hidden = false; });
  colors.addEventListener('click', (e) => { color.value = e.target.textContent; colors.hidden = true; record({ target: color }); });
</script></body></html>`;

const browser = chromiumForThisFile();
let page: Page;

const snapshot = () =>
  page.evaluate(() => {
    const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
    const checked = (selector: string) => (document.querySelector(selector) as HTMLInputElement).checked;
    const langs = document.getElementById('langs') as HTMLSelectElement;
    return {
      name: value('name'),
      born: value('born'),
      note: value('note'),
      plan: value('plan'),
      langs: Array.from(langs.selectedOptions, (o) => o.text),
      news: checked('#news'),
      terms: checked('#terms'),
      ship: ['post', 'courier', 'pickup'].map((v) => checked(`input[value=${v}]`)),
      wrap: ['yes', 'no'].map((v) => checked(`input[value=${v}]`)),
      color: value('color'),
    };
  });
const seen = () => page.evaluate(() => (window as unknown as { seen: Record<string, unknown> }).seen);

describe('undo', () => {
  it('restores text, date, textarea, selects, checkboxes, radios and a combobox exactly', async () => {
    page = await openPage(browser(), PAGE);
    const original = await snapshot();
    const fields = await scan(page);
    const key = (label: string) => keyOf(fields, label);
    const result = await fill(page, {
      [key('Name')]: 'Ada',
      [key('Born')]: '12/10/1815',
      [key('Note')]: 'New note',
      [key('Plan')]: 'Team',
      [key('Languages')]: 'French',
      [key('Newsletter')]: false,
      [key('Terms')]: true,
      [key('Shipping')]: 'Pickup',
      [key('Gift wrap')]: 'yes',
      [key('Colour')]: 'Blue',
    });
    expect(result.failed).toEqual([]);
    expect(await snapshot()).toEqual({
      name: 'Ada',
      born: '1815-12-10',
      note: 'New note',
      plan: 'team',
      langs: ['French'],
      news: false,
      terms: true,
      ship: [false, false, true],
      wrap: [true, false],
      color: 'Blue',
    });
    await undo(page);
    // The combobox is put back by choosing its old option again, which takes a moment.
    await page.waitForFunction(() => (document.getElementById('color') as HTMLInputElement).value === 'Green');
    expect(await snapshot()).toEqual(original);
    // The page was told about every restored value.
    expect(await seen()).toEqual({
      name: 'Old name',
      born: '2020-01-02',
      note: 'Old note',
      plan: 'pro',
      langs: ['English', 'German'],
      news: true,
      terms: false,
      ship: 'courier',
      wrap: '',
      color: 'Green',
    });
  });

  it('undoes the last fill only, and only once', async () => {
    page = await openPage(browser(), PAGE);
    const fields = await scan(page);
    await fill(page, { [keyOf(fields, 'Name')]: 'Ada' });
    await fill(page, { [keyOf(fields, 'Note')]: 'New note', [keyOf(fields, 'Plan')]: 'free' });
    await undo(page);
    expect(await snapshot()).toMatchObject({ name: 'Ada', note: 'Old note', plan: 'pro' });
    await undo(page);
    expect((await snapshot()).name).toBe('Ada');
  });

  it('refills after undo: restored values are the page’s own, not the user’s', async () => {
    page = await openPage(browser(), PAGE);
    const fields = await scan(page);
    const values = { [keyOf(fields, 'Terms')]: true, [keyOf(fields, 'Shipping')]: 'post' };
    await fill(page, values);
    await undo(page);
    const again = await fill(page, values);
    expect(again.failed).toEqual([]);
    expect(await snapshot()).toMatchObject({ terms: true, ship: [true, false, false] });
  });
});
