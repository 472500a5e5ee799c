// A real React 19 controlled form: the engine's values must reach React's state (not only the
// DOM), so that they survive the next render and are what the page would submit.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumForThisFile, fill, keyOf, openPage, type Page, scan, undo } from '../test/browser-harness.ts';

const APP = `
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [name, setName] = useState('');
  const [country, setCountry] = useState('');
  const [agree, setAgree] = useState(false);
  const [bio, setBio] = useState('');
  const [renders, setRenders] = useState(0);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="name">Full name</label>
      <input id="name" value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor="country">Country</label>
      <select id="country" value={country} onChange={(e) => setCountry(e.target.value)}>
        <option value="">Choose…</option>
        <option value="fr">France</option>
        <option value="de">Germany</option>
      </select>
      <label>
        <input type="checkbox" id="agree" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
        I agree to the terms
      </label>
      <label htmlFor="bio">About you</label>
      <textarea id="bio" value={bio} onChange={(e) => setBio(e.target.value.toUpperCase())} />
      <button type="button" id="rerender" onClick={() => setRenders((n) => n + 1)}>Re-render</button>
      <pre id="state">{JSON.stringify({ name, country, agree, bio, renders })}</pre>
    </form>
  );
}

createRoot(document.getElementById('root')).render(<App />);
`;

const here = path.dirname(fileURLToPath(import.meta.url));

async function bundleApp(): Promise<string> {
  const result = await build({
    stdin: { contents: APP, loader: 'jsx', resolveDir: here, sourcefile: 'app.jsx' },
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

const browser = chromiumForThisFile();
let app: string;
let page: Page;

beforeAll(async () => {
  app = await bundleApp();
}, 60_000);

async function openApp() {
  page = await openPage(browser(), '<!doctype html><html><body><div id="root"></div></body></html>', [app]);
  await page.waitForSelector('#state');
}

const readDom = () =>
  page.evaluate(() => ({
    name: (document.getElementById('name') as HTMLInputElement).value,
    country: (document.getElementById('country') as HTMLSelectElement).value,
    agree: (document.getElementById('agree') as HTMLInputElement).checked,
    bio: (document.getElementById('bio') as HTMLTextAreaElement).value,
  }));
const readState = async () => JSON.parse((await page.textContent('#state')) ?? '{}');

describe('a React 19 controlled form', () => {
  it('is described with its labels', async () => {
    await openApp();
    const fields = await scan(page);
    expect(fields.map((f) => [f.label, f.kind])).toEqual([
      ['Full name', 'text'],
      ['Country', 'select'],
      ['I agree to the terms', 'checkbox'],
      ['About you', 'textarea'],
    ]);
  });

  it('keeps filled values in the DOM and in React state across a re-render', async () => {
    await openApp();
    const fields = await scan(page);
    const result = await fill(page, {
      [keyOf(fields, 'Full name')]: 'Ada Lovelace',
      [keyOf(fields, 'Country')]: 'Germany',
      [keyOf(fields, 'I agree to the terms')]: true,
    });
    expect(result.failed).toEqual([]);
    await page.click('#rerender');
    await page.click('#rerender');
    expect(await readState()).toEqual({ name: 'Ada Lovelace', country: 'de', agree: true, bio: '', renders: 2 });
    expect(await readDom()).toEqual({ name: 'Ada Lovelace', country: 'de', agree: true, bio: '' });
  });

  it('accepts a value the component reformats (upper-cases) and keeps React’s version', async () => {
    await openApp();
    const fields = await scan(page);
    const bio = keyOf(fields, 'About you');
    const result = await fill(page, { [bio]: 'hello' });
    expect(result).toMatchObject({ filled: [bio], failed: [] });
    await page.click('#rerender');
    expect((await readState()).bio).toBe('HELLO');
    expect((await readDom()).bio).toBe('HELLO');
  });

  it('never overwrites what the user typed, though React mirrors it into the value attribute', async () => {
    await openApp();
    await page.type('#name', 'my own');
    await page.selectOption('#country', 'fr');
    const fields = await scan(page);
    expect(fields.map((f) => f.label)).toEqual(['I agree to the terms', 'About you']);
    const result = await fill(page, { [keyOf(fields, 'About you')]: 'hi' });
    expect(result.failed).toEqual([]);
    expect(await readState()).toMatchObject({ name: 'my own', country: 'fr', bio: 'HI' });
  });

  it('undoes a fill through React, so state and DOM are back to the start', async () => {
    await openApp();
    const fields = await scan(page);
    await fill(page, {
      [keyOf(fields, 'Full name')]: 'Ada Lovelace',
      [keyOf(fields, 'Country')]: 'fr',
      [keyOf(fields, 'I agree to the terms')]: 'yes',
    });
    expect(await readState()).toMatchObject({ name: 'Ada Lovelace', country: 'fr', agree: true });
    await undo(page);
    await page.click('#rerender');
    expect(await readState()).toEqual({ name: '', country: '', agree: false, bio: '', renders: 1 });
    expect(await readDom()).toEqual({ name: '', country: '', agree: false, bio: '' });
  });

  it('fills again after undo (the values are the page’s own again, not the user’s)', async () => {
    await openApp();
    const fields = await scan(page);
    const name = keyOf(fields, 'Full name');
    await fill(page, { [name]: 'Ada' });
    await undo(page);
    const again = await fill(page, { [name]: 'Grace' });
    expect(again.failed).toEqual([]);
    expect(await readState()).toMatchObject({ name: 'Grace' });
  });
});
