import { normalizeText as normalize } from '@filldeck/fill-rules';
import { listboxOf } from './combobox-options.ts';
import { fireInput, pressKey, pressWithPointer, setNativeValue } from './events.ts';
import { labelText } from './label.ts';
import type { ApplyOutcome } from './undo.ts';
import { engineValues } from './user-value.ts';
import { isRendered } from './visibility.ts';

const WAIT_MS = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isChoosable = (o: HTMLElement) => isRendered(o) && o.getAttribute('aria-disabled') !== 'true';

/**
 * Visible options of an open dropdown: in its listbox, else anywhere in its document (portals
 * that are not linked to the control), minus `elsewhere`: options that were already showing
 * before the dropdown was operated, which belong to other widgets.
 */
function visibleOptions(control: Element, elsewhere: ReadonlySet<Element>): HTMLElement[] {
  const listbox = listboxOf(control);
  const options = Array.from((listbox ?? control.ownerDocument).querySelectorAll<HTMLElement>('[role=option]'));
  return options.filter((o) => isChoosable(o) && (listbox !== null || !elsewhere.has(o)));
}

async function waitForOptions(control: Element, elsewhere: ReadonlySet<Element>): Promise<HTMLElement[]> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const options = visibleOptions(control, elsewhere);
    if (options.length > 0 || Date.now() > deadline) return options;
    await sleep(20);
  }
}

function bestOption(options: HTMLElement[], wanted: string): HTMLElement | undefined {
  const target = normalize(wanted);
  const texts = options.map((o) => normalize(labelText(o) || o.getAttribute('data-value') || ''));
  const pick = (test: (text: string) => boolean) => options[texts.findIndex(test)];
  return (
    pick((t) => t === target) ??
    pick((t) => t.startsWith(target)) ??
    pick((t) => target.length > 2 && t.includes(target)) ??
    pick((t) => t.length > 2 && target.includes(t))
  );
}

/** What the control shows now: its input's value, or its own text. */
function shownText(control: HTMLElement, input: HTMLInputElement | null): string {
  return input ? input.value : labelText(control);
}

/**
 * Operates a custom dropdown as a person would: opens it, types to filter when it has a text
 * box, waits for the options, and chooses the best match. A select-only combobox throws typed
 * text away on blur, so nothing counts until an option was chosen; with no matching option the
 * typed text is cleared and the dropdown closed.
 */
export async function operateCombobox(control: HTMLElement, value: string): Promise<ApplyOutcome> {
  const input = control instanceof HTMLInputElement ? control : control.querySelector('input');
  const before = shownText(control, input);
  // A closed dropdown shows none of its options: those showing now are other widgets'.
  const elsewhere = new Set<Element>(
    control.getAttribute('aria-expanded') === 'true'
      ? []
      : Array.from(control.ownerDocument.querySelectorAll<HTMLElement>('[role=option]')).filter(isChoosable),
  );
  control.focus({ preventScroll: true });
  pressWithPointer(control);
  if (input) {
    setNativeValue(input, value);
    fireInput(input, value);
  }
  let options = await waitForOptions(control, elsewhere);
  if (options.length === 0) {
    pressKey(input ?? control, 'ArrowDown');
    options = await waitForOptions(control, elsewhere);
  }
  const choice = bestOption(options, value);
  if (!choice) {
    if (input) {
      setNativeValue(input, before);
      fireInput(input, before);
    }
    pressKey(input ?? control, 'Escape');
    return { ok: false, reason: 'no_option' };
  }
  choice.scrollIntoView?.({ block: 'nearest' });
  pressWithPointer(choice);
  await sleep(0);
  const shown = shownText(control, input);
  engineValues.set(input ?? control, shown);
  const undo = async () => {
    if (!before) {
      if (input) {
        setNativeValue(input, '');
        fireInput(input, '');
      }
      return;
    }
    await operateCombobox(control, before);
  };
  return {
    ok: true,
    undo: () => {
      void undo();
    },
  };
}
