import { winOf } from './roots.ts';

/** Sets a form control's value through its prototype's native setter, so React's tracker sees a change. */
export function setNativeValue(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const win = winOf(element);
  const proto =
    element.localName === 'textarea'
      ? win.HTMLTextAreaElement.prototype
      : element.localName === 'select'
        ? win.HTMLSelectElement.prototype
        : win.HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
}

export function fireInput(element: Element, data: string | null = null) {
  const win = winOf(element);
  const event =
    typeof win.InputEvent === 'function'
      ? new win.InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data })
      : new win.Event('input', { bubbles: true, composed: true });
  element.dispatchEvent(event);
}

export function fireChange(element: Element) {
  element.dispatchEvent(new (winOf(element).Event)('change', { bubbles: true }));
}

/** The pointer and mouse events of a click, as a person's click sends them. */
export function pressWithPointer(element: Element) {
  const win = winOf(element);
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: win };
  if (typeof win.PointerEvent === 'function') element.dispatchEvent(new win.PointerEvent('pointerdown', init));
  element.dispatchEvent(new win.MouseEvent('mousedown', init));
  if (typeof win.PointerEvent === 'function') element.dispatchEvent(new win.PointerEvent('pointerup', init));
  element.dispatchEvent(new win.MouseEvent('mouseup', init));
  element.dispatchEvent(new win.MouseEvent('click', init));
}

export function pressKey(element: Element, key: string) {
  const win = winOf(element);
  const init = { bubbles: true, cancelable: true, composed: true, key, code: key };
  element.dispatchEvent(new win.KeyboardEvent('keydown', init));
  element.dispatchEvent(new win.KeyboardEvent('keyup', init));
}

/**
 * The focus events a control gets when a person tabs in (`focus`, then bubbling `focusin`) or
 * out (`blur`, `focusout`), dispatched without moving the real focus: frameworks see touched
 * and blurred fields (React listens to focusin/focusout, Vue and Angular to focus/blur), the
 * user's own focus stays where it is, and the page is not laid out again for every field.
 */
export function fireFocus(element: Element, entering: boolean) {
  const win = winOf(element);
  const FocusEventType = typeof win.FocusEvent === 'function' ? win.FocusEvent : win.Event;
  element.dispatchEvent(new FocusEventType(entering ? 'focus' : 'blur', { composed: true }));
  element.dispatchEvent(new FocusEventType(entering ? 'focusin' : 'focusout', { bubbles: true, composed: true }));
}

/** Types a value the way a framework listens for: focus, native setter, input and change, blur. */
export function typeValue(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  fireFocus(element, true);
  setNativeValue(element, value);
  fireInput(element, value);
  fireChange(element);
  fireFocus(element, false);
}
