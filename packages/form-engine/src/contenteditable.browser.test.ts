// Rich-text boxes as editors build them: one keeps its model in step with the DOM through
// `input` events (Quill-like), the other cancels `beforeinput` and renders from its own model
// (ProseMirror / Lexical / Slate-like). After a fill the text, and the editor's model, is the value.
import { describe, expect, it } from 'vitest';
import { chromiumForThisFile, fill, keyOf, openPage, type Page, scan, undo } from '../test/browser-harness.ts';

const PAGE = `<!doctype html><html><body>
<form>
  <p id="notes-label">Notes</p>
  <div id="notes" contenteditable="true" role="textbox" aria-labelledby="notes-label"><p>Draft text</p></div>
  <p id="bio-label">Biography</p>
  <div id="bio" contenteditable="true" role="textbox" aria-labelledby="bio-label"><p>Old bio</p></div>
  <div id="empty" contenteditable="true" aria-label="Cover letter"></div>
</form>
<script>
  window.editors = {};
  // Observing editor: lets the browser edit, then reads the DOM back on every input event.
  for (const id of ['notes', 'empty']) {
    const el = document.getElementById(id);
    const editor = (window.editors[id] = { model: el.innerText.trim(), events: [] });
    el.addEventListener('beforeinput', (e) => editor.events.push('beforeinput:' + e.inputType));
    el.addEventListener('input', () => { editor.events.push('input'); editor.model = el.innerText.trim(); });
  }
  // Model editor: cancels text insertion, applies it to its model at the selection, re-renders.
  const bio = document.getElementById('bio');
  const editor = (window.editors.bio = { model: 'Old bio', events: [] });
  const render = () => {
    const p = document.createElement('p');
    p.textContent = editor.model;
    bio.replaceChildren(p);
  };
  const offsets = () => {
    const selection = getSelection();
    if (!selection.rangeCount) return [editor.model.length, editor.model.length];
    const range = selection.getRangeAt(0), before = document.createRange();
    before.selectNodeContents(bio);
    before.setEnd(range.startContainer, range.startOffset);
    const start = before.toString().length;
    return [start, start + range.toString().length];
  };
  bio.addEventListener('beforeinput', (e) => {
    editor.events.push('beforeinput:' + e.inputType);
    if (e.inputType !== 'insertText' || e.data == null) return;
    e.preventDefault();
    const [start, end] = offsets();
    editor.model = editor.model.slice(0, start) + e.data + editor.model.slice(end);
    render();
    const caret = document.createRange();
    caret.setStart(bio.firstChild.firstChild, start + e.data.length);
    getSelection().removeAllRanges();
    getSelection().addRange(caret);
  });
  bio.addEventListener('input', () => { editor.events.push('input'); editor.model = bio.innerText.trim(); });
</script></body></html>`;

const browser = chromiumForThisFile();
let page: Page;

type Editor = { model: string; events: string[] };
const editor = async (id: string): Promise<Editor> =>
  (await page.evaluate((i) => (window as unknown as { editors: Record<string, Editor> }).editors[i], id)) ?? {
    model: '(no editor)',
    events: [],
  };
const text = (id: string) => page.evaluate((i) => document.getElementById(i)?.innerText.trim(), id);

describe('contenteditable editors', () => {
  it('describes them with their text; one holding text counts as the user’s unless overwriting', async () => {
    page = await openPage(browser(), PAGE);
    expect((await scan(page)).map((f) => [f.label, f.kind])).toEqual([['Cover letter', 'contenteditable']]);
    const all = await scan(page, { overwrite: true });
    expect(all.map((f) => [f.label, f.value])).toEqual([
      ['Notes', 'Draft text'],
      ['Biography', 'Old bio'],
      ['Cover letter', ''],
    ]);
  });

  it('fills an empty box so the editor sees an input event and its model holds the value', async () => {
    page = await openPage(browser(), PAGE);
    const key = keyOf(await scan(page), 'Cover letter');
    const result = await fill(page, { [key]: 'Dear hiring team, I would like to apply.' });
    expect(result).toMatchObject({ filled: [key], failed: [] });
    expect(await text('empty')).toBe('Dear hiring team, I would like to apply.');
    const { model, events } = await editor('empty');
    expect(model).toBe('Dear hiring team, I would like to apply.');
    expect(events).toContain('input');
  });

  it('replaces the text of an input-driven editor, and undo restores the original', async () => {
    page = await openPage(browser(), PAGE);
    const key = keyOf(await scan(page, { overwrite: true }), 'Notes');
    const result = await fill(page, { [key]: 'Call back on Monday' }, { overwrite: true });
    expect(result.failed).toEqual([]);
    expect(await text('notes')).toBe('Call back on Monday');
    expect(await editor('notes')).toMatchObject({
      model: 'Call back on Monday',
      events: expect.arrayContaining(['input']),
    });
    await undo(page);
    expect(await text('notes')).toBe('Draft text');
    expect(await page.innerHTML('#notes')).toBe('<p>Draft text</p>');
    expect((await editor('notes')).model).toBe('Draft text');
  });

  it('replaces the text of a model-driven editor once (not twice), and undo restores it', async () => {
    page = await openPage(browser(), PAGE);
    const key = keyOf(await scan(page, { overwrite: true }), 'Biography');
    const result = await fill(page, { [key]: 'Engineer and writer' }, { overwrite: true });
    expect(result.failed).toEqual([]);
    expect(await text('bio')).toBe('Engineer and writer');
    // The editor rendered the text itself: its markup stands, not a fallback's plain text.
    expect(await page.innerHTML('#bio')).toBe('<p>Engineer and writer</p>');
    const { model, events } = await editor('bio');
    expect(model).toBe('Engineer and writer');
    expect(events).toContain('beforeinput:insertText');
    await undo(page);
    expect(await text('bio')).toBe('Old bio');
    expect((await editor('bio')).model).toBe('Old bio');
  });
});
