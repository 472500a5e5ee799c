import type { FieldHandle } from './handle.ts';

/** What the engine itself put in each control, so a fill may be redone. */
export const engineValues = new WeakMap<Element, string>();

/**
 * Whether a control holds a value the user chose: it differs from the page's own initial value
 * (`defaultValue`, `defaultSelected`, `defaultChecked`) and is not what the engine filled.
 */
export function isUserValue(handle: FieldHandle): boolean {
  const element = handle.element;
  switch (handle.kind) {
    case 'text':
    case 'textarea': {
      const input = element as HTMLInputElement;
      return input.value !== input.defaultValue && engineValues.get(input) !== input.value;
    }
    case 'select': {
      const select = element as HTMLSelectElement;
      const changed = Array.from(select.options).some((o) => o.selected !== o.defaultSelected);
      if (!changed) return false;
      // A select with no default shows its first option: still the page's value.
      const anyDefault = Array.from(select.options).some((o) => o.defaultSelected);
      if (!anyDefault && select.selectedIndex === 0) return false;
      return engineValues.get(select) !== select.value;
    }
    case 'checkbox': {
      const box = element as HTMLInputElement;
      return box.checked !== box.defaultChecked && engineValues.get(box) !== String(box.checked);
    }
    case 'radio': {
      const radios = handle.radios ?? [];
      const changed = radios.some((r) => r.checked !== r.defaultChecked);
      const checked = radios.find((r) => r.checked);
      return changed && (!checked || engineValues.get(checked) !== 'true');
    }
    case 'contenteditable': {
      const text = (element.innerText ?? element.textContent ?? '').trim();
      return text.length > 0 && engineValues.get(element) !== text;
    }
    case 'combobox': {
      if (element instanceof HTMLInputElement) {
        return element.value !== element.defaultValue && engineValues.get(element) !== element.value;
      }
      return false;
    }
  }
}
