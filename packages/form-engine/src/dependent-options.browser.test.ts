// A list whose options load after another choice (states after a country) is filled in a
// second pass of the same fill, once its options arrive; undo puts both back.
import { describe, expect, it } from 'vitest';
import { chromiumForThisFile, fill, keyOf, openPage, scan, undo } from '../test/browser-harness.ts';

const PAGE = `<!doctype html><html lang="en"><body><form>
<label for="country">Country</label>
<select id="country"><option value="">Choose</option><option value="US">United States</option><option value="CA">Canada</option></select>
<label for="state">State</label>
<select id="state"><option value="">Choose a country first</option></select>
<label for="size">Size</label>
<select id="size"><option value="">Choose</option><option value="s">Small</option></select>
</form><script>
const states = { US: [['CA', 'California'], ['TX', 'Texas']], CA: [['QC', 'Québec']] };
document.getElementById('country').addEventListener('change', (event) => {
  const state = document.getElementById('state');
  setTimeout(() => {
    state.innerHTML = '<option value="">Choose</option>' +
      (states[event.target.value] || []).map(([v, t]) => '<option value="' + v + '">' + t + '</option>').join('');
  }, 200);
});
</script></body></html>`;

/** The same, with the State list disabled until a country is chosen (a common pattern). */
const DISABLED_PAGE = PAGE.replace('<select id="state">', '<select id="state" disabled>').replace(
  'state.innerHTML =',
  'state.disabled = false; state.innerHTML =',
);

const browser = chromiumForThisFile();

describe('a list that loads after another choice', () => {
  it('is filled once its options arrive, by value or text, and undone with the rest', async () => {
    const page = await openPage(browser(), PAGE);
    const fields = await scan(page);
    const result = await fill(page, { [keyOf(fields, 'Country')]: 'US', [keyOf(fields, 'State')]: 'Texas' });
    expect(result.failed).toEqual([]);
    expect(result.filled).toEqual([keyOf(fields, 'Country'), keyOf(fields, 'State')]);
    expect(await page.locator('#state').inputValue()).toBe('TX');
    await undo(page);
    expect(await page.locator('#country').inputValue()).toBe('');
    await page.close();
  });

  it('reads a list the page keeps disabled until the other choice, and fills it once enabled', async () => {
    const page = await openPage(browser(), DISABLED_PAGE);
    const fields = await scan(page);
    expect(fields.map((f) => f.label)).toEqual(['Country', 'State', 'Size']);
    const result = await fill(page, { [keyOf(fields, 'Country')]: 'US', [keyOf(fields, 'State')]: 'California' });
    expect(result.failed).toEqual([]);
    expect(await page.locator('#state').inputValue()).toBe('CA');
    await page.close();
  });

  it('never reads a disabled list that already has its options, nor one in a disabled fieldset', async () => {
    const page = await openPage(
      browser(),
      `<form><label for="a">Region</label><select id="a" disabled><option value="">Choose</option><option>North</option></select>
<fieldset disabled><label for="b">State</label><select id="b"><option value="">Choose</option></select></fieldset></form>`,
    );
    expect(await scan(page)).toEqual([]);
    await page.close();
  });

  it('gives up with no_option when nothing arrives, without waiting for lists that have choices', async () => {
    const page = await openPage(browser(), PAGE);
    const fields = await scan(page);
    const state = keyOf(fields, 'State');
    const size = keyOf(fields, 'Size');
    const result = await fill(page, { [state]: 'Texas', [size]: 'Large' });
    expect(result.failed).toEqual([
      { key: size, reason: 'no_option' },
      { key: state, reason: 'no_option' },
    ]);
    await page.close();
  });
});
