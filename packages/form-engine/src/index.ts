import type { FillValue, PageField } from '@filldeck/shared';
import { applyValue } from './apply.ts';
import { type Discovery, discover, type Ignored } from './discover.ts';
import type { FieldHandle } from './handle.ts';
import { collectRoots } from './roots.ts';
import { asEngine, asEngineSync, isUserValue, trackUserEdits } from './user-value.ts';
import { watchFields } from './watch.ts';

export { parseDate, toControlFormat } from '@filldeck/fill-rules';

import { awaitsOptions } from '@filldeck/fill-rules';

export type { IgnoreReason } from './never-touch.ts';

export interface ScanResult {
  fields: PageField[];
  ignored: Ignored[];
  /** The document's language (`<html lang>`, else its Content-Language), '' when it does not say. */
  lang: string;
}

/** A document's declared language. */
export function documentLanguage(doc: Document): string {
  const declared =
    doc.documentElement.getAttribute('lang') ||
    doc.documentElement.getAttribute('xml:lang') ||
    doc.querySelector('meta[http-equiv="content-language" i]')?.getAttribute('content') ||
    '';
  return declared.trim().slice(0, 35);
}

export interface FillResult {
  /** Keys whose value was applied. */
  filled: string[];
  /** Keys that could not be applied, with why (`no_option`, `does_not_fit`, `unknown_key`, `user_value`, …). */
  failed: Array<{ key: string; reason: string }>;
  /** Restores every value this fill changed. */
  undo(): void;
}

export interface FormEngine {
  scan(options?: { overwrite?: boolean }): ScanResult;
  /**
   * Fills the fields: `values` by key; a file input's value names a file, attached from `files`
   * (the key's File). Returns what was filled and what failed, and the undo of it all.
   */
  fill(
    values: Record<string, FillValue>,
    options?: { overwrite?: boolean; files?: Record<string, File> },
  ): Promise<FillResult>;
  undo(): void;
  watch(onNewFields: (fields: PageField[]) => void, options?: { debounceMs?: number }): () => void;
  /** The element a scanned key stands for (the first radio of a group), e.g. to mark what was filled. */
  elementOf(key: string): HTMLElement | undefined;
}

/** How long a fill waits for a list whose options load after another choice. */
const OPTIONS_WAIT_MS = 1500;

/**
 * A select that has nothing to choose yet (only a placeholder such as "Loading…" or "Choose a
 * country first"), or that the page keeps disabled until another choice.
 */
const awaitsSelectOptions = (handle: FieldHandle) => {
  if (handle.kind !== 'select') return false;
  const select = handle.element as HTMLSelectElement;
  return select.disabled || awaitsOptions(Array.from(select.options));
};

/**
 * The page engine for one document: discovers and describes the fillable controls (with open
 * shadow roots and same-origin iframes), fills them so frameworks keep the values, and undoes a fill.
 */
export function createFormEngine(doc: Document = document): FormEngine {
  const handles = new Map<string, FieldHandle>();
  let lastUndo: () => void = () => {};
  for (const root of collectRoots(doc)) trackUserEdits(root);

  const remember = (discovery: Discovery) => {
    for (const handle of discovery.handles) handles.set(handle.key, handle);
    return discovery;
  };

  return {
    scan(options = {}) {
      const { fields, ignored } = remember(discover(doc, options));
      return { fields, ignored, lang: documentLanguage(doc) };
    },

    async fill(values, options = {}) {
      const filled: string[] = [];
      const failed: FillResult['failed'] = [];
      const steps: Array<() => void> = [];
      const waiting: Array<{ key: string; handle: FieldHandle; value: FillValue }> = [];
      for (const [key, value] of Object.entries(values)) {
        const handle = handles.get(key);
        if (!handle?.element.isConnected) {
          failed.push({ key, reason: 'unknown_key' });
          continue;
        }
        if (!options.overwrite && isUserValue(handle)) {
          failed.push({ key, reason: 'user_value' });
          continue;
        }
        const outcome = await asEngine(() => applyValue(handle, value, options.files?.[key]));
        if (outcome.ok) {
          filled.push(key);
          steps.push(outcome.undo);
        } else if (outcome.reason === 'no_option' && awaitsSelectOptions(handle)) {
          waiting.push({ key, handle, value });
        } else failed.push({ key, reason: outcome.reason });
      }
      // A second pass for lists that load after another choice (states after a country): try
      // again as their options arrive, for a little while.
      const deadline = performance.now() + OPTIONS_WAIT_MS;
      while (waiting.length > 0 && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        for (const item of [...waiting]) {
          if (awaitsSelectOptions(item.handle)) continue;
          const outcome = await asEngine(() => applyValue(item.handle, item.value));
          waiting.splice(waiting.indexOf(item), 1);
          if (outcome.ok) {
            filled.push(item.key);
            steps.push(outcome.undo);
          } else failed.push({ key: item.key, reason: outcome.reason });
        }
      }
      for (const item of waiting) failed.push({ key: item.key, reason: 'no_option' });
      const undo = () => {
        for (const step of steps.splice(0).reverse()) asEngineSync(step);
      };
      lastUndo = undo;
      return { filled, failed, undo };
    },

    undo() {
      lastUndo();
    },

    elementOf(key) {
      return handles.get(key)?.element;
    },

    watch(onNewFields, options = {}) {
      const seen = new Set(handles.keys());
      return watchFields(doc, options.debounceMs ?? 100, () => {
        const { fields } = remember(discover(doc));
        const fresh = fields.filter((f) => !seen.has(f.key));
        for (const f of fresh) seen.add(f.key);
        if (fresh.length > 0) onNewFields(fresh);
      });
    },
  };
}
