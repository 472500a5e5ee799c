/**
 * Whether a control is rendered: not display:none, visibility:hidden, `hidden`, inert or
 * aria-hidden. A native radio, checkbox or select hidden behind a styled label (opacity 0,
 * clipped to 1 px) still counts: people operate it through its label.
 */
export function isRendered(element: Element): boolean {
  if (element.closest('[inert],[aria-hidden="true"]')) return false;
  const check = (element as Element & { checkVisibility?: (o?: object) => boolean }).checkVisibility;
  if (typeof check === 'function') {
    if (!check.call(element, { visibilityProperty: true })) return false;
    return true;
  }
  const view = element.ownerDocument.defaultView;
  for (let node: Element | null = element; node; node = parentElement(node)) {
    if ((node as HTMLElement).hidden) return false;
    const style = view?.getComputedStyle(node);
    if (style?.display === 'none') return false;
    if (node === element && style?.visibility === 'hidden') return false;
  }
  return true;
}

/** The parent element, crossing out of a shadow root to its host. */
export function parentElement(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}
