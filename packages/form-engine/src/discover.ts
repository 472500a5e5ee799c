import { awaitsOptions } from '@filldeck/fill-rules';
import type { PageField, PageFieldKind } from '@filldeck/shared';
import { AUTOFILL_LIMITS } from '@filldeck/shared/autofill-limits';
import { describeField } from './describe.ts';
import type { FieldHandle } from './handle.ts';
import { type IgnoreReason, protectedReason, stateReason } from './never-touch.ts';
import { collectRoots } from './roots.ts';
import { isUserValue, trackUserEdits } from './user-value.ts';
import { beginVisibilityPass, isVisibleToUser } from './visibility.ts';

/**
 * A list disabled until another choice loads its options (State after Country): it is read, and
 * the fill sets it in its second pass once the page enables it and its options arrive.
 */
function awaitsChoice(element: Element): boolean {
  if (element.localName !== 'select') return false;
  const select = element as HTMLSelectElement;
  return select.disabled && !select.closest('fieldset:disabled') && awaitsOptions(Array.from(select.options));
}

const CANDIDATES =
  'input,textarea,select,[contenteditable]:not([contenteditable="false"]),[role="combobox"],[aria-haspopup="listbox"]';

export interface Ignored {
  reason: IgnoreReason;
  tag: string;
  type: string;
  name: string;
}

export interface Discovery {
  fields: PageField[];
  handles: FieldHandle[];
  ignored: Ignored[];
}

/** Keys by element, stable for the page's lifetime. */
const keys = new WeakMap<Element, string>();
let nextKey = 1;
export function keyOf(element: Element): string {
  let key = keys.get(element);
  if (!key) {
    key = `f${nextKey++}`;
    keys.set(element, key);
  }
  return key;
}

function kindOf(element: Element): PageFieldKind | null {
  const tag = element.localName;
  const role = element.getAttribute('role');
  if (tag === 'input') {
    const type = (element.getAttribute('type') ?? '').toLowerCase();
    if (type === 'checkbox') return 'checkbox';
    if (type === 'radio') return 'radio';
    if (type === 'file') return 'file';
    if (role === 'combobox') return 'combobox';
    // Unknown types render as text boxes; the never-touch list drops the other kinds.
    return 'text';
  }
  if (tag === 'textarea') return 'textarea';
  if (tag === 'select') return 'select';
  if (role === 'combobox' || element.getAttribute('aria-haspopup') === 'listbox') {
    // A combobox wrapper around its own input is described by the input.
    if (element.querySelector('input')) return null;
    if (element.closest('[role=listbox],[role=option]')) return null;
    return 'combobox';
  }
  if ((element as HTMLElement).isContentEditable || element.hasAttribute('contenteditable')) {
    const parent = element.parentElement;
    if (parent?.closest('[contenteditable]:not([contenteditable="false"])')) return null;
    return 'contenteditable';
  }
  return null;
}

/**
 * Every fillable control of the page (document, open shadow roots, same-origin iframes), in
 * document order, described for the server; what must never be touched is listed in `ignored`.
 */
export function discover(doc: Document, options: { overwrite?: boolean } = {}): Discovery {
  const fields: PageField[] = [];
  const handles: FieldHandle[] = [];
  const ignored: Ignored[] = [];
  const radioGroups = new Map<string, FieldHandle>();
  const described = new Map<string, PageField>();
  beginVisibilityPass();
  for (const root of collectRoots(doc)) {
    trackUserEdits(root);
    for (const element of root.querySelectorAll<HTMLElement>(CANDIDATES)) {
      const kind = kindOf(element);
      if (!kind) continue;
      if (!isVisibleToUser(element)) continue;
      const facts = {
        tag: element.localName,
        type: (element.getAttribute('type') ?? '').toLowerCase(),
        name: element.getAttribute('name') ?? '',
        id: element.id,
      };
      const skip = (reason: IgnoreReason) => ignored.push({ reason, ...facts });
      const state = stateReason(element);
      if (state && !awaitsChoice(element)) {
        skip(state);
        continue;
      }
      if (kind === 'radio') {
        const radio = element as HTMLInputElement;
        const group = `${radio.form ? keyOf(radio.form) : keyOf(root as unknown as Element)}:${radio.name || keyOf(radio)}`;
        const existing = radioGroups.get(group);
        if (existing) {
          existing.radios?.push(radio);
          continue;
        }
        const handle: FieldHandle = { key: keyOf(radio), kind, element: radio, radios: [radio] };
        radioGroups.set(group, handle);
        handles.push(handle);
        continue;
      }
      const handle: FieldHandle = { key: keyOf(element), kind, element };
      const field = describeField(handle);
      described.set(handle.key, field);
      const reason = protectedReason(element, field);
      if (reason) {
        skip(reason);
        continue;
      }
      if (!options.overwrite && isUserValue(handle)) {
        skip('user_value');
        continue;
      }
      handles.push(handle);
    }
  }
  // Radio groups are described once all their radios are known.
  for (const handle of handles) {
    if (handle.kind === 'radio' && !options.overwrite && isUserValue(handle)) {
      ignored.push({
        reason: 'user_value',
        tag: 'input',
        type: 'radio',
        name: handle.element.getAttribute('name') ?? '',
      });
      continue;
    }
    if (fields.length >= AUTOFILL_LIMITS.fields) break;
    fields.push(described.get(handle.key) ?? describeField(handle));
  }
  const kept = new Set(fields.map((f) => f.key));
  return { fields, handles: handles.filter((h) => kept.has(h.key)), ignored };
}
