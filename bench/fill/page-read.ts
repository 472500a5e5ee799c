import type { Page } from 'playwright-core';
import { type KeyStep, resolveKeyPath } from './key-path.ts';

/** What a field shows, read back from the DOM. */
export interface FieldRead {
  /** The control's value (a select: the selected option's value; a file input: its files' names; other elements: value or innerText). */
  value: string;
  /** A select's selected option text; '' otherwise. */
  text: string;
  /** A checkbox's or radio's checked state; null for anything else. */
  checked: boolean | null;
  /** A file input's files, by name (its value is them joined with ', '); absent for anything else. */
  files?: string[];
  /** How many more elements the key's selectors matched (CASE-FORMAT.md wants exactly one). */
  extra: number;
}
export type ReadResult = FieldRead | { missing: string };

/**
 * Runs in the page (self-contained: it is injected as source). Tests tag names rather than
 * `instanceof`, which fails across iframe realms.
 */
export function readElement(element: Element): Omit<FieldRead, 'extra'> {
  const el = element as HTMLElement & { value?: unknown; checked?: boolean; type?: string };
  const tag = el.localName;
  const role = (el.getAttribute('role') ?? '').toLowerCase();
  const shown = () => el.innerText ?? el.textContent ?? '';
  if (tag === 'input' && (el.type === 'checkbox' || el.type === 'radio')) {
    return { value: String(el.value), text: '', checked: Boolean(el.checked) };
  }
  if (['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio'].includes(role) && tag !== 'input') {
    return { value: shown(), text: '', checked: el.getAttribute('aria-checked') === 'true' };
  }
  if (tag === 'input' && el.type === 'file') {
    const files = Array.from((el as unknown as HTMLInputElement).files ?? [], (file) => file.name);
    return { value: files.join(', '), text: '', checked: null, files };
  }
  if (tag === 'select') {
    const select = el as unknown as HTMLSelectElement;
    return { value: select.value, text: select.selectedOptions[0]?.text ?? '', checked: null };
  }
  if (tag === 'input' || tag === 'textarea') return { value: String(el.value), text: '', checked: null };
  if (el.isContentEditable) return { value: shown(), text: '', checked: null };
  // A custom dropdown's own element (a listbox button, a custom element): its value if it has one.
  if (typeof el.value === 'string' && el.value !== '') return { value: el.value, text: '', checked: null };
  return { value: shown(), text: '', checked: null };
}

/** Makes `resolveKeyPath` and `readElement` callable in the page (after each navigation). */
export async function installReader(page: Page): Promise<void> {
  // tsx compiles with keepNames: the functions' source may call an `__name` helper.
  await page.evaluate(
    `var __name = globalThis.__name || ((target) => target);
     globalThis.__fillBench = { resolve: ${resolveKeyPath.toString()}, read: ${readElement.toString()} };`,
  );
}

/** Reads every key (already parsed) from the page; `installReader` must have run. */
export async function readKeys(page: Page, paths: Record<string, KeyStep[]>): Promise<Record<string, ReadResult>> {
  return page.evaluate((keyPaths) => {
    const bench = (
      globalThis as unknown as { __fillBench: { resolve: typeof resolveKeyPath; read: typeof readElement } }
    ).__fillBench;
    const out: Record<string, ReadResult> = {};
    for (const [key, path] of Object.entries(keyPaths)) {
      const resolved = bench.resolve(document, path);
      out[key] = 'missing' in resolved ? resolved : { ...bench.read(resolved.element), extra: resolved.extra };
    }
    return out;
  }, paths);
}
