import type { PageField, PageFieldOption } from '@filldeck/shared';
import { AUTOFILL_LIMITS } from '@filldeck/shared/autofill-limits';
import { comboboxOptions } from './combobox-options.ts';
import type { FieldHandle } from './handle.ts';
import { computeContext, computeHint, computeLabel, labelText, questionBefore, textBefore, tidy } from './label.ts';
import { clean, clip } from './text.ts';

const attr = (element: Element, name: string) => clip(element.getAttribute(name) ?? '', AUTOFILL_LIMITS.attribute);

function option(value: string, text: string): PageFieldOption {
  return { value: clip(value, AUTOFILL_LIMITS.optionText), text: clip(clean(text), AUTOFILL_LIMITS.optionText) };
}

/** A radio's own label: its labels, aria-label, or the text right after it. */
function radioText(radio: HTMLInputElement): string {
  const aria = radio.getAttribute('aria-label');
  if (aria) return tidy(aria);
  if (radio.labels && radio.labels.length > 0) return tidy(Array.from(radio.labels, (l) => labelText(l)).join(' '));
  for (let next = radio.nextSibling; next; next = next.nextSibling) {
    if (next.nodeType === 3 && next.nodeValue?.trim()) return tidy(next.nodeValue);
    if (next.nodeType === 1) {
      if ((next as Element).matches('input,select,textarea')) break;
      const text = labelText(next);
      if (text) return text;
    }
  }
  return radio.value;
}

/**
 * The question a radio group answers: its radiogroup label; the text before the first radio inside
 * the group's own container ("Civilité" in `<div><span>Civilité</span><label><input>M.</label>…`);
 * its own fieldset's legend; the text before its container; else the legend of a fieldset that
 * holds other fields too (a section title, the weakest guess).
 */
function groupLabel(radios: HTMLInputElement[]): string {
  const first = radios[0];
  if (!first) return '';
  const group = first.closest('[role=radiogroup],[role=group]');
  if (group && radios.every((r) => group.contains(r))) {
    const label = computeLabel(group);
    if (label) return label;
  }
  const usable = (label: string) => (label && !radios.some((r) => radioText(r) === label) ? label : '');
  let container: Element | null = first.parentElement;
  while (container && !radios.every((r) => container?.contains(r))) container = container.parentElement;
  const wrapper = first.labels?.[0]?.contains(first) ? first.labels[0] : first;
  const inside = container
    ? usable(tidy(container.getAttribute('aria-label') ?? '') || textBefore(wrapper, container))
    : '';
  if (inside) return inside;
  const fieldset = first.closest('fieldset');
  const legend = fieldset?.querySelector(':scope > legend');
  const legendText = legend && fieldset && radios.every((r) => fieldset.contains(r)) ? labelText(legend) : '';
  const own = (fieldset?.querySelectorAll('input:not([type=hidden]),select,textarea').length ?? 0) === radios.length;
  if (legendText && own) return legendText;
  const before = container
    ? usable(questionBefore(container === first.parentElement && radios.length === 1 ? first : container))
    : '';
  return before || legendText;
}

/** The description of one field, every string clipped to the contract's limits. */
/**
 * A file input's label: its own when it has one, else the text of the upload widget around it
 * ('Cover letter · Drop your file here or browse'), which says what the file is for.
 */
function uploadLabel(element: HTMLElement): string {
  const own =
    (element as HTMLInputElement).labels?.length ||
    element.hasAttribute('aria-label') ||
    element.hasAttribute('aria-labelledby');
  if (own) return computeLabel(element);
  let zone = element.parentElement;
  for (let level = 0; zone && level < 3; level += 1, zone = zone.parentElement) {
    const text = (zone.innerText || zone.textContent || '').replace(/\s+/g, ' ').trim();
    if (text) return text;
  }
  return computeLabel(element);
}

export function describeField(handle: FieldHandle): PageField {
  const element = handle.element;
  const isRadio = handle.kind === 'radio';
  const label = clip(
    isRadio ? groupLabel(handle.radios ?? []) : handle.kind === 'file' ? uploadLabel(element) : computeLabel(element),
    AUTOFILL_LIMITS.label,
  );
  let options: PageFieldOption[] = [];
  let value = '';
  if (element instanceof HTMLSelectElement || element.localName === 'select') {
    const select = element as HTMLSelectElement;
    options = Array.from(select.options, (o) => option(o.value, o.text));
    value = select.value;
  } else if (isRadio) {
    options = (handle.radios ?? []).map((r) => option(r.value, radioText(r)));
    value = handle.radios?.find((r) => r.checked)?.value ?? '';
  } else if (handle.kind === 'checkbox') {
    value = (element as HTMLInputElement).checked ? 'on' : '';
  } else if (handle.kind === 'combobox') {
    options = comboboxOptions(element).map((o) => option(o.getAttribute('data-value') ?? labelText(o), labelText(o)));
    value = element instanceof HTMLInputElement ? element.value : '';
  } else if (handle.kind === 'file') {
    // Never a path: only whether a file is chosen, by its name.
    value = Array.from((element as HTMLInputElement).files ?? [], (file) => file.name).join(', ');
  } else if (handle.kind === 'contenteditable') {
    value = element.innerText ?? element.textContent ?? '';
  } else {
    value = (element as HTMLInputElement).value;
  }
  const maxLength = (element as HTMLInputElement).maxLength;
  const tag = element.localName;
  return {
    key: handle.key,
    kind: handle.kind,
    tag,
    type: tag === 'input' ? attr(element, 'type').toLowerCase() : '',
    name: attr(element, 'name'),
    id: clip(element.id, AUTOFILL_LIMITS.attribute),
    autocomplete: attr(element, 'autocomplete'),
    placeholder: attr(element, 'placeholder'),
    label,
    context: clip(computeContext(element, label), AUTOFILL_LIMITS.label),
    hint: clip(isRadio ? '' : computeHint(element, label), AUTOFILL_LIMITS.label),
    options: options.slice(0, AUTOFILL_LIMITS.options),
    required: (element as HTMLInputElement).required === true || element.getAttribute('aria-required') === 'true',
    maxLength: typeof maxLength === 'number' && maxLength > 0 ? maxLength : null,
    pattern: attr(element, 'pattern'),
    accept: handle.kind === 'file' ? attr(element, 'accept') : '',
    value: clip(value, AUTOFILL_LIMITS.value),
  };
}
