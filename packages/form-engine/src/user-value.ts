import type { FieldHandle } from './handle.ts';

/** What the engine itself put in each control, so a fill may be redone. */
export const engineValues = new WeakMap<Element, string>();

/**
 * Controls the user changed since the engine started watching their root: trusted `input` and
 * `change` events the engine did not cause. Needed because frameworks (React) keep the
 * `value` attribute, hence `defaultValue`, in step with what the user types.
 */
const userEdited = new WeakSet<Element>();
const trackedRoots = new WeakSet<Node>();
let engineActing = 0;

/** Runs `action` as the engine: the trusted events it causes (`click()`, `execCommand`) are not the user's. */
export async function asEngine<T>(action: () => T | Promise<T>): Promise<T> {
  engineActing++;
  try {
    return await action();
  } finally {
    engineActing--;
  }
}

/** The synchronous form of `asEngine`. */
export function asEngineSync(action: () => void): void {
  engineActing++;
  try {
    action();
  } finally {
    engineActing--;
  }
}

/** Starts noting the user's edits in a document or shadow root (once per root). */
export function trackUserEdits(root: Document | ShadowRoot): void {
  if (trackedRoots.has(root)) return;
  trackedRoots.add(root);
  const note = (event: Event) => {
    if (!event.isTrusted || engineActing > 0) return;
    const target = event.composedPath()[0] as Node | undefined;
    if (target?.nodeType === 1) userEdited.add(target as Element);
  };
  root.addEventListener('input', note, true);
  root.addEventListener('change', note, true);
}

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
      const changed = input.value !== input.defaultValue || userEdited.has(input);
      return changed && engineValues.get(input) !== input.value;
    }
    case 'select': {
      const select = element as HTMLSelectElement;
      const changed =
        userEdited.has(select) || Array.from(select.options).some((o) => o.selected !== o.defaultSelected);
      if (!changed) return false;
      // A select with no default shows its first option: still the page's value.
      const anyDefault = Array.from(select.options).some((o) => o.defaultSelected);
      if (!anyDefault && select.selectedIndex === 0) return false;
      return engineValues.get(select) !== select.value;
    }
    case 'checkbox': {
      const box = element as HTMLInputElement;
      const changed = box.checked !== box.defaultChecked || userEdited.has(box);
      return changed && engineValues.get(box) !== String(box.checked);
    }
    case 'radio': {
      const radios = handle.radios ?? [];
      const changed = radios.some((r) => r.checked !== r.defaultChecked || userEdited.has(r));
      const checked = radios.find((r) => r.checked);
      return changed && (!checked || engineValues.get(checked) !== 'true');
    }
    case 'file': {
      const names = Array.from((element as HTMLInputElement).files ?? [], (file) => file.name).join(', ');
      return names !== '' && engineValues.get(element) !== names;
    }
    case 'contenteditable': {
      const text = (element.innerText ?? element.textContent ?? '').trim();
      return text.length > 0 && engineValues.get(element) !== text;
    }
    case 'combobox': {
      if (element instanceof HTMLInputElement) {
        const changed = element.value !== element.defaultValue || userEdited.has(element);
        return changed && engineValues.get(element) !== element.value;
      }
      return false;
    }
  }
}
