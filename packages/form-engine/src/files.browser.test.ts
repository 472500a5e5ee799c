// File inputs: a labelled one, and the hidden input of a drop zone (as react-dropzone and job
// boards build them) are read with their label and accept; a file is attached as a person's
// choice in the picker is (files, input, change); undo takes it off again.
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumForThisFile, keyOf, openPage, type Page, scan, undo } from '../test/browser-harness.ts';
import type { FormEngine } from './index.ts';

const PAGE = `<!doctype html><html><body>
<form>
  <label for="cv">Résumé/CV</label> <input id="cv" type="file" accept=".pdf,.docx">
  <div id="zone" style="border:1px dashed; padding:20px; width:300px">
    <p>Cover letter</p><p>Drop your file here or <button type="button">browse</button></p>
    <input id="letter" type="file" style="display:none">
  </div>
  <input id="decoy" type="file" style="position:absolute; left:-9999px">
  <label id="portfolio_label">Portfolio</label>
  <input id="portfolio" type="file" aria-labelledby="portfolio_label" style="position:absolute; left:-9999px; opacity:0">
  <button type="button" onclick="document.getElementById('portfolio').click()">Attach</button>
</form>
<script>
  window.seen = [];
  document.addEventListener('change', (e) => window.seen.push(e.target.id + ':' + Array.from(e.target.files, (f) => f.name).join()), true);
</script></body></html>`;

const browser = chromiumForThisFile();
let page: Page;

beforeAll(async () => {
  page = await openPage(browser(), PAGE);
});

describe('file inputs', () => {
  it('are read with their label and accept, the drop zone’s hidden input and a labelled one off-screen too, never a decoy off-screen', async () => {
    const fields = await scan(page);
    const files = fields.filter((f) => f.kind === 'file');
    expect(files.map((f) => [f.id, f.label, f.accept])).toEqual([
      ['cv', 'Résumé/CV', '.pdf,.docx'],
      // What the drop zone is for is read from its text.
      ['letter', 'Cover letter Drop your file here or browse', ''],
      // Moved off-screen but named by a label the user sees, beside the button that opens it.
      ['portfolio', 'Portfolio', ''],
    ]);
  });

  it('take the file with the events a picker sends, and give it back on undo', async () => {
    const fields = await scan(page);
    const cv = keyOf(fields, 'Résumé/CV');
    const result = await page.evaluate(async (key) => {
      const engine = (window as unknown as { engine: FormEngine }).engine;
      const file = new File(['%PDF-1.4'], 'maya-chen-cv.pdf', { type: 'application/pdf' });
      return engine.fill({ [key]: 'file_1' }, { files: { [key]: file } });
    }, cv);
    expect(result.filled).toEqual([cv]);
    expect(await page.evaluate(() => (document.getElementById('cv') as HTMLInputElement).files?.[0]?.name)).toBe(
      'maya-chen-cv.pdf',
    );
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['cv:maya-chen-cv.pdf']);
    // Filled by FillDeck, so not the user's own choice: a second fill may replace it.
    const again = await scan(page);
    expect(again.find((f) => f.key === cv)?.value).toBe('maya-chen-cv.pdf');

    await undo(page);
    expect(await page.evaluate(() => (document.getElementById('cv') as HTMLInputElement).files?.length)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen.at(-1))).toBe('cv:');
  });

  it('fails a file input it was given no file for, without touching it', async () => {
    const fields = await scan(page);
    const letter = fields.find((f) => f.id === 'letter')?.key ?? '';
    const result = await page.evaluate(
      (key) => (window as unknown as { engine: FormEngine }).engine.fill({ [key]: 'file_2' }),
      letter,
    );
    expect(result.failed).toEqual([{ key: letter, reason: 'no_file' }]);
  });
});
