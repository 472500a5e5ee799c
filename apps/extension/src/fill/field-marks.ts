/**
 * What FillDeck draws on the page's own fields: a ring on each field it filled (until the undo),
 * and, while the user points at a row of the preview, a dashed ring on that row's field.
 */

/** The element as an HTML element of its own document (a same-origin frame has its own HTMLElement). */
function styled(element: Element): HTMLElement | null {
  const ownHtmlElement = element.ownerDocument.defaultView?.HTMLElement ?? HTMLElement;
  return element instanceof ownHtmlElement ? element : null;
}

/** The control the user sees a value in: for a radio group, the radio that is chosen now. */
export function shownControl(element: Element): Element {
  if (!(element instanceof (element.ownerDocument.defaultView?.HTMLInputElement ?? HTMLInputElement))) return element;
  if (element.type !== 'radio' || !element.name) return element;
  const scope = element.form ?? element.ownerDocument;
  const group = [...scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
    (radio) => radio.name === element.name,
  );
  return group.find((radio) => radio.checked) ?? element;
}

const FILLED = 'data-filldeck-filled';

/** Rings a filled control so the user sees what FillDeck changed (removed on undo). */
export function markFilled(element: Element, on: boolean) {
  const target = styled(shownControl(element));
  if (!target) return;
  if (on) {
    target.setAttribute(FILLED, '');
    target.style.setProperty('outline', '2px solid #4f46e5');
    target.style.setProperty('outline-offset', '1px');
  } else {
    target.removeAttribute(FILLED);
    target.style.removeProperty('outline');
    target.style.removeProperty('outline-offset');
  }
}

/** What a field's own outline was before the preview pointed at it. */
const before = new WeakMap<HTMLElement, { outline: string; priority: string }>();

/** Shows the field a preview row is about: scrolled into view and ringed, or back as it was. */
export function pointAt(element: Element, on: boolean) {
  const target = styled(shownControl(element));
  if (!target) return;
  if (on) {
    if (!before.has(target)) {
      before.set(target, {
        outline: target.style.getPropertyValue('outline'),
        priority: target.style.getPropertyPriority('outline'),
      });
    }
    target.style.setProperty('outline', '3px dashed #d97706', 'important');
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    return;
  }
  const saved = before.get(target);
  before.delete(target);
  if (saved?.outline) target.style.setProperty('outline', saved.outline, saved.priority);
  else target.style.removeProperty('outline');
}
