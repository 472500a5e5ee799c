import { fireChange, fireInput, setNativeValue } from './events.ts';

/** How to put one control back the way it was before a fill. */
export type UndoStep = () => void;

/** What applying a value did: the step that undoes it, or why nothing was written. */
export type ApplyOutcome = { ok: true; undo: UndoStep } | { ok: false; reason: string };

export function undoText(element: HTMLInputElement | HTMLTextAreaElement): UndoStep {
  const before = element.value;
  return () => {
    setNativeValue(element, before);
    fireInput(element, before);
    fireChange(element);
  };
}

export function undoSelect(select: HTMLSelectElement): UndoStep {
  const selected = Array.from(select.options, (o) => o.selected);
  return () => {
    Array.from(select.options).forEach((o, i) => {
      o.selected = selected[i] ?? false;
    });
    fireInput(select);
    fireChange(select);
  };
}

export function undoChecks(boxes: HTMLInputElement[]): UndoStep {
  const before = boxes.map((b) => b.checked);
  return () => {
    boxes.forEach((box, i) => {
      if (box.checked !== before[i]) {
        if (box.type === 'radio' && before[i] === false) {
          box.checked = false;
          fireInput(box);
          fireChange(box);
        } else box.click();
      }
    });
  };
}

export function undoEditable(element: HTMLElement): UndoStep {
  const html = element.innerHTML;
  return () => {
    element.innerHTML = html;
    fireInput(element);
  };
}
