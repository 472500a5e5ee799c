import { normalizeText as normalize, toControlFormat } from '@filldeck/fill-rules';
import type { FillValue } from '@filldeck/shared';
import { operateCombobox } from './combobox.ts';
import { fireChange, fireFocus, fireInput, typeValue } from './events.ts';
import type { FieldHandle } from './handle.ts';
import { labelText } from './label.ts';
import { winOf } from './roots.ts';
import { type ApplyOutcome, undoChecks, undoEditable, undoSelect, undoText } from './undo.ts';
import { engineValues } from './user-value.ts';

const asText = (value: FillValue) => (typeof value === 'boolean' ? (value ? 'true' : 'false') : value);
const YES = /^(true|yes|y|on|1|checked)$/i;

/** Index of the choice matching a value: by value, then by text, then by words contained. */
export function matchChoice(choices: Array<{ value: string; text: string }>, wanted: string): number {
  const target = normalize(wanted);
  if (!target) return -1;
  let index = choices.findIndex((c) => c.value === wanted);
  if (index >= 0) return index;
  index = choices.findIndex((c) => normalize(c.value) === target || normalize(c.text) === target);
  if (index >= 0) return index;
  index = choices.findIndex((c) => normalize(c.text).startsWith(target));
  return index >= 0 ? index : choices.findIndex((c) => target.length > 2 && normalize(c.text).includes(target));
}

function applyText(element: HTMLInputElement | HTMLTextAreaElement, value: string): ApplyOutcome {
  let text = element.localName === 'input' ? toControlFormat((element as HTMLInputElement).type, value) : value;
  if (element.maxLength > 0 && text.length > element.maxLength) {
    // Clipping a phone or a date would corrupt it; long prose is clipped the way typing would be.
    if (text.length - element.maxLength > 0 && /^[\d\s()+.-]+$/.test(text))
      return { ok: false, reason: 'does_not_fit' };
    text = text.slice(0, element.maxLength);
  }
  const undo = undoText(element);
  typeValue(element, text);
  // A page may reformat what it is given (an input mask, upper-casing): the same letters and
  // digits count as the value. Anything else (cleared, another value) was rejected.
  const kept = element.value === text || (compact(text) !== '' && compact(element.value) === compact(text));
  if (!kept) {
    undo();
    return { ok: false, reason: 'rejected' };
  }
  engineValues.set(element, element.value);
  return { ok: true, undo };
}

/** Letters and digits only, case- and accent-insensitive. */
const compact = (text: string) => normalize(text).replace(/ /g, '');

function applySelect(select: HTMLSelectElement, value: string): ApplyOutcome {
  const options = Array.from(select.options);
  const index = matchChoice(
    options.map((o) => ({ value: o.value, text: o.text })),
    value,
  );
  if (index < 0) return { ok: false, reason: 'no_option' };
  const undo = undoSelect(select);
  fireFocus(select, true);
  select.selectedIndex = index;
  fireInput(select);
  fireChange(select);
  fireFocus(select, false);
  engineValues.set(select, select.value);
  return { ok: true, undo };
}

function applyRadio(radios: HTMLInputElement[], value: string): ApplyOutcome {
  const index = matchChoice(
    radios.map((r) => ({ value: r.value, text: labelText(r.labels?.[0] ?? r) || r.value })),
    value,
  );
  const radio = radios[index];
  if (!radio) return { ok: false, reason: 'no_option' };
  const undo = undoChecks(radios);
  if (!radio.checked) radio.click();
  if (!radio.checked) {
    radio.checked = true;
    fireInput(radio);
    fireChange(radio);
  }
  engineValues.set(radio, 'true');
  return { ok: true, undo };
}

function applyCheckbox(box: HTMLInputElement, value: FillValue): ApplyOutcome {
  const wanted = typeof value === 'boolean' ? value : YES.test(value.trim());
  const undo = undoChecks([box]);
  if (box.checked !== wanted) box.click();
  if (box.checked !== wanted) {
    box.checked = wanted;
    fireChange(box);
  }
  engineValues.set(box, String(wanted));
  return { ok: true, undo };
}

function applyEditable(element: HTMLElement, value: string): ApplyOutcome {
  const undo = undoEditable(element);
  element.focus({ preventScroll: true });
  const selection = element.ownerDocument.getSelection();
  selection?.selectAllChildren(element);
  const shows = () => normalize(element.innerText ?? '') === normalize(value);
  // An editor that renders from its own model (ProseMirror, Lexical, Slate) cancels
  // `beforeinput` and inserts the text itself: then inserting it again would double it.
  const handled = !element.dispatchEvent(
    new (winOf(element).InputEvent)('beforeinput', {
      bubbles: true,
      cancelable: true,
      inputType: 'insertText',
      data: value,
    }),
  );
  let done = handled && shows();
  if (!done) {
    try {
      done = element.ownerDocument.execCommand('insertText', false, value);
    } catch {
      done = false;
    }
  }
  if (!done || !shows()) {
    element.textContent = value;
    fireInput(element, value);
  }
  element.blur();
  engineValues.set(element, (element.innerText ?? element.textContent ?? '').trim());
  return { ok: true, undo };
}

/**
 * Attaches a file to a file input as a person's choice in the file picker does: the input's files,
 * then the input and change events that upload widgets (drop zones included) listen for.
 */
function applyFile(input: HTMLInputElement, file: File | undefined): ApplyOutcome {
  if (!file) return { ok: false, reason: 'no_file' };
  const win = winOf(input);
  const chosen = new win.DataTransfer();
  chosen.items.add(file);
  input.files = chosen.files;
  fireInput(input);
  fireChange(input);
  engineValues.set(input, file.name);
  const undo = () => {
    input.files = new win.DataTransfer().files;
    fireInput(input);
    fireChange(input);
  };
  return { ok: true, undo };
}

/** Puts one value into one field the way a person (and the page's framework) would. */
export async function applyValue(handle: FieldHandle, value: FillValue, file?: File): Promise<ApplyOutcome> {
  const element = handle.element;
  switch (handle.kind) {
    case 'file':
      return applyFile(element as HTMLInputElement, file);
    case 'text':
    case 'textarea':
      return applyText(element as HTMLInputElement, asText(value));
    case 'select':
      return applySelect(element as HTMLSelectElement, asText(value));
    case 'radio':
      return applyRadio(handle.radios ?? [], asText(value));
    case 'checkbox':
      return applyCheckbox(element as HTMLInputElement, value);
    case 'contenteditable':
      return applyEditable(element, asText(value));
    case 'combobox':
      return operateCombobox(element, asText(value));
  }
}
