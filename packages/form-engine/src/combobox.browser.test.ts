// Custom dropdowns as component libraries build them: an editable autocomplete whose listbox is
// created in a portal at the end of <body> ~50 ms after typing, and a select-only combobox that
// throws typed text away on blur unless an option was chosen.
import { describe, expect, it } from 'vitest';
import {
  blurActive,
  chromiumForThisFile,
  fill,
  keyOf,
  openPage,
  type Page,
  scan,
  undo,
} from '../test/browser-harness.ts';

const PAGE = `<!doctype html><html><body>
<form>
  <label for="city">City</label>
  <div class="autocomplete"><input id="city" role="combobox" aria-autocomplete="list" aria-expanded="false" autocomplete="off"></div>
  <span id="size-label">Size</span>
  <div class="select">
    <input id="size" role="combobox" aria-labelledby="size-label" aria-controls="size-list" aria-expanded="false"
      autocomplete="off" value="Medium">
    <ul id="size-list" role="listbox" hidden>
      <li role="option" aria-selected="false">Small</li>
      <li role="option" aria-selected="true">Medium</li>
      <li role="option" aria-selected="false">Large</li>
    </ul>
  </div>
  <p id="toppings-label">Toppings</p>
  <ul role="listbox" aria-labelledby="toppings-label" aria-multiselectable="true">
    <li role="option">Bernaise sauce</li><li role="option">Paprika</li>
  </ul>
  <input id="elsewhere" aria-label="Notes">
</form>
<pre id="state"></pre>
<script>
  const state = { city: '', size: 'Medium', opened: 0 };
  const report = () => { document.getElementById('state').textContent = JSON.stringify(state); };
  report();

  // Editable autocomplete (remote search): options only after typing, in a portal, created per query.
  const CITIES = ['Paris, France', 'Berlin, Germany', 'Bern, Switzerland', 'Bergen, Norway', 'Lisbon, Portugal'];
  const city = document.getElementById('city');
  let portal = null, timer, lists = 0;
  const closeCity = () => {
    portal?.remove(); portal = null;
    city.setAttribute('aria-expanded', 'false'); city.removeAttribute('aria-controls');
  };
  city.addEventListener('input', () => {
    state.city = ''; report();
    clearTimeout(timer);
    timer = setTimeout(() => {
      closeCity();
      const q = city.value.trim().toLowerCase();
      const matches = CITIES.filter((c) => q && c.toLowerCase().includes(q));
      if (matches.length === 0) return;
      portal = document.createElement('div');
      const list = document.createElement('ul');
      list.id = 'city-list-' + ++lists; list.setAttribute('role', 'listbox');
      for (const c of matches) {
        const li = document.createElement('li');
        li.setAttribute('role', 'option'); li.textContent = c;
        li.addEventListener('mousedown', (e) => e.preventDefault());
        li.addEventListener('click', () => { city.value = c; state.city = c; closeCity(); report(); });
        list.append(li);
      }
      portal.append(list); document.body.append(portal); state.opened++;
      city.setAttribute('aria-controls', list.id); city.setAttribute('aria-expanded', 'true');
    }, 50);
  });
  city.addEventListener('blur', closeCity);

  // Select-only: typing filters; on blur the text goes back to the chosen option (or empty).
  const size = document.getElementById('size'), sizeList = document.getElementById('size-list');
  const options = () => Array.from(sizeList.children);
  const open = () => { sizeList.hidden = false; size.setAttribute('aria-expanded', 'true'); };
  const close = () => { sizeList.hidden = true; size.setAttribute('aria-expanded', 'false'); };
  size.addEventListener('click', open);
  size.addEventListener('keydown', (e) => { if (e.key === 'ArrowDown') open(); if (e.key === 'Escape') close(); });
  size.addEventListener('input', () => {
    open();
    for (const o of options()) o.hidden = !o.textContent.toLowerCase().startsWith(size.value.toLowerCase());
  });
  sizeList.addEventListener('mousedown', (e) => e.preventDefault());
  sizeList.addEventListener('click', (e) => {
    const chosen = e.target.closest('[role=option]');
    if (!chosen) return;
    for (const o of options()) { o.setAttribute('aria-selected', String(o === chosen)); o.hidden = false; }
    size.value = chosen.textContent; state.size = chosen.textContent; close(); report();
  });
  size.addEventListener('blur', () => { size.value = state.size; close(); report(); });
</script></body></html>`;

const browser = chromiumForThisFile();
let page: Page;

const read = async () => ({
  city: await page.inputValue('#city'),
  size: await page.inputValue('#size'),
  state: JSON.parse((await page.textContent('#state')) ?? '{}'),
});

async function openForm() {
  page = await openPage(browser(), PAGE);
  const fields = await scan(page);
  return { fields, city: keyOf(fields, 'City'), size: keyOf(fields, 'Size') };
}

describe('custom comboboxes', () => {
  it('describes both as comboboxes, the select-only one with its options', async () => {
    const { fields } = await openForm();
    expect(fields.find((f) => f.label === 'City')).toMatchObject({ kind: 'combobox', options: [] });
    expect(fields.find((f) => f.label === 'Size')).toMatchObject({
      kind: 'combobox',
      value: 'Medium',
      options: [
        { value: 'Small', text: 'Small' },
        { value: 'Medium', text: 'Medium' },
        { value: 'Large', text: 'Large' },
      ],
    });
  });

  it('types into the autocomplete, waits for the portal listbox and chooses the option', async () => {
    const { city } = await openForm();
    // "Bern" is also inside a visible option of another listbox ("Bernaise sauce"): not this one's.
    const result = await fill(page, { [city]: 'Bern' });
    expect(result).toMatchObject({ filled: [city], failed: [] });
    await blurActive(page);
    expect(await read()).toMatchObject({ city: 'Bern, Switzerland', state: { city: 'Bern, Switzerland' } });
    expect(await page.locator('[role=listbox][id^=city-list]').count()).toBe(0);
  });

  it('chooses in the select-only combobox, and the choice survives blur', async () => {
    const { size } = await openForm();
    const result = await fill(page, { [size]: 'large' });
    expect(result).toMatchObject({ filled: [size], failed: [] });
    await blurActive(page);
    expect(await read()).toMatchObject({ size: 'Large', state: { size: 'Large' } });
    expect(await page.getAttribute('#size-list li:nth-child(3)', 'aria-selected')).toBe('true');
    expect(await page.isHidden('#size-list')).toBe(true);
  });

  it('reports no_option and leaves the previous choice when nothing matches', async () => {
    const { city, size } = await openForm();
    const result = await fill(page, { [size]: 'Enormous', [city]: 'Atlantis' });
    expect(result.filled).toEqual([]);
    expect(result.failed).toEqual([
      { key: size, reason: 'no_option' },
      { key: city, reason: 'no_option' },
    ]);
    await blurActive(page);
    expect(await read()).toMatchObject({ city: '', size: 'Medium', state: { city: '', size: 'Medium' } });
  });

  it('undoes both: the empty autocomplete is emptied, the select-only one chooses its old option again', async () => {
    const { city, size } = await openForm();
    await fill(page, { [city]: 'Lisbon', [size]: 'Small' });
    await blurActive(page);
    expect(await read()).toMatchObject({ city: 'Lisbon, Portugal', size: 'Small' });
    await undo(page);
    await page.waitForFunction(
      () => JSON.parse(document.getElementById('state')?.textContent ?? '{}').size === 'Medium',
    );
    await blurActive(page);
    expect(await read()).toEqual({
      city: '',
      size: 'Medium',
      state: expect.objectContaining({ city: '', size: 'Medium' }),
    });
  });
});
