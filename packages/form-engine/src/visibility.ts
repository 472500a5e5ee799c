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

/** Controls people operate through a label, so the control itself may be invisible. */
const LABEL_OPERATED = /^(checkbox|radio|file)$/;

/**
 * Whether a person can see the control: rendered, and not transparent (opacity 0 on it or an
 * ancestor), not of zero or one-pixel size, not moved off-screen (`left: -9999px`) and not
 * clipped away. Honeypots and decoys hide this way. A native checkbox or radio hidden behind a
 * visible label (the usual custom-styled box) still counts; so does a select hidden behind a
 * custom dropdown that shows its choice.
 */
export function isVisibleToUser(element: Element): boolean {
  if (!isRendered(element)) return false;
  if (!hasLayout(element)) return true;
  if (!hiddenByGeometry(element)) return true;
  const type = (element.getAttribute('type') ?? '').toLowerCase();
  if (element.localName === 'input' && LABEL_OPERATED.test(type)) {
    const labels = Array.from((element as HTMLInputElement).labels ?? []);
    return labels.some((label) => isRendered(label) && !hiddenByGeometry(label));
  }
  return false;
}

/** A document that is laid out (a test DOM without layout reports every box as 0×0). */
function hasLayout(element: Element): boolean {
  const root = element.ownerDocument.documentElement;
  return root.getBoundingClientRect().height > 0 || root.getBoundingClientRect().width > 0;
}

function hiddenByGeometry(element: Element): boolean {
  const check = (element as Element & { checkVisibility?: (o?: object) => boolean }).checkVisibility;
  if (typeof check === 'function' && !check.call(element, { opacityProperty: true, visibilityProperty: true }))
    return true;
  const rect = element.getBoundingClientRect();
  if (rect.width <= 1 && rect.height <= 1) return true;
  const view = element.ownerDocument.defaultView;
  const left = rect.left + (view?.scrollX ?? 0);
  const top = rect.top + (view?.scrollY ?? 0);
  if (left + rect.width <= 0 || top + rect.height <= 0) return true;
  for (let node: Element | null = element; node; node = parentElement(node)) {
    const style = view?.getComputedStyle(node);
    if (!style) break;
    if (style.clipPath === 'inset(50%)' || /^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(style.clip)) return true;
    if (style.overflow === 'hidden' && node !== element) {
      const box = node.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return true;
    }
  }
  return false;
}

/** The parent element, crossing out of a shadow root to its host. */
export function parentElement(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}
