import { describe, expect, it } from 'vitest';
import { chromiumForThisFile, fill, keyOf, openPage, scan } from '../test/browser-harness.ts';

const browser = chromiumForThisFile();

const html = `<form>
  <label for="note">Note to self</label><input id="note">
  <label for="name">Full name</label><input id="name">
  <label for="size">Size</label><select id="size"><option value="">Pick</option><option value="m">M</option></select>
</form>
<pre id="log"></pre>
<script>
  const log = [];
  for (const id of ['name', 'size']) {
    const el = document.getElementById(id);
    for (const type of ['focus', 'blur']) el.addEventListener(type, () => log.push(id + ':' + type));
  }
  // Like React 17+, which listens for focusin/focusout on its root.
  for (const type of ['focusin', 'focusout']) document.addEventListener(type, (e) => e.target.id !== 'note' && log.push(e.target.id + ':' + type));
  window.readLog = () => log.join(' ');
</script>`;

describe('focus while filling', () => {
  it('sends each control focus and blur events (as Vue, Angular and React hear them) without taking the user’s focus', async () => {
    const page = await openPage(browser(), html);
    await page.focus('#note');
    const fields = await scan(page);
    await fill(page, { [keyOf(fields, 'Full name')]: 'Ada Lovelace', [keyOf(fields, 'Size')]: 'm' });
    expect(await page.evaluate('readLog()')).toBe(
      'name:focus name:focusin name:blur name:focusout size:focus size:focusin size:blur size:focusout',
    );
    expect(await page.evaluate('document.activeElement.id')).toBe('note');
    expect(await page.inputValue('#name')).toBe('Ada Lovelace');
    expect(await page.inputValue('#size')).toBe('m');
    await page.close();
  });
});
