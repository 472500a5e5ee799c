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
  if (!isRendered(element)) return isHiddenUploadInput(element);
  if (!hasLayout(element)) return true;
  if (!hiddenByGeometry(element)) return true;
  const type = (element.getAttribute('type') ?? '').toLowerCase();
  if (element.localName === 'input' && LABEL_OPERATED.test(type)) {
    const labels = Array.from((element as HTMLInputElement).labels ?? []);
    if (labels.some((label) => isRendered(label) && !hiddenByGeometry(label))) return true;
    // An upload widget: a drop zone or button around a hidden file input, which it opens; or a
    // file input moved off-screen that names a label the user sees ("Resume/CV" beside an
    // "Attach" button that opens it, as Greenhouse does). A decoy names none.
    if (type === 'file') return shownByDropZone(element) || namesShownLabel(element);
  }
  return false;
}

/**
 * A file input hidden with display:none inside a widget the user sees (react-dropzone and the
 * upload buttons of job boards do this): the widget opens it, so it counts as seen.
 */
function isHiddenUploadInput(element: Element): boolean {
  if (element.localName !== 'input' || (element.getAttribute('type') ?? '').toLowerCase() !== 'file') return false;
  const parent = parentElement(element);
  if (!parent || !isRendered(parent) || element.closest('[inert],[aria-hidden="true"]')) return false;
  return !hasLayout(element) || shownByDropZone(element);
}

/** Whether an element's aria-labelledby names an element the user sees. */
function namesShownLabel(element: Element): boolean {
  const ids = (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
  return ids.some((id) => {
    const label = element.ownerDocument.getElementById(id);
    return (
      label !== null &&
      label !== element &&
      isRendered(label) &&
      !hiddenByGeometry(label) &&
      /\S/.test(label.textContent ?? '')
    );
  });
}

/** How far up from a hidden file input its drop zone may sit. */
const DROP_ZONE_LEVELS = 3;

/**
 * Whether a hidden file input belongs to an upload widget the user sees: one of its nearest
 * ancestors is shown, on the screen, and big enough to click or drop on.
 */
function shownByDropZone(input: Element): boolean {
  // An input with a box must sit in its zone: one moved off-screen is a decoy, not a widget's.
  const own = input.getBoundingClientRect();
  const hasBox = own.width > 0 || own.height > 0;
  const x = own.left + own.width / 2;
  const y = own.top + own.height / 2;
  let node = parentElement(input);
  for (let level = 0; node && level < DROP_ZONE_LEVELS; level += 1, node = parentElement(node)) {
    if (!isRendered(node) || hiddenByGeometry(node)) continue;
    const box = node.getBoundingClientRect();
    if (box.width < 24 || box.height < 16) continue;
    if (!hasBox || (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom)) return true;
  }
  return false;
}

/**
 * What one scan learned about the page's boxes, so fields sharing ancestors ask for each style
 * once: whether a document is laid out, and whether an ancestor clips its content away.
 */
let pass: { layout: WeakMap<Document, boolean>; clips: WeakMap<Element, boolean> } = {
  layout: new WeakMap(),
  clips: new WeakMap(),
};

/** Starts a scan: boxes may have changed since the last one. */
export function beginVisibilityPass(): void {
  pass = { layout: new WeakMap(), clips: new WeakMap() };
}

/** A document that is laid out (a test DOM without layout reports every box as 0×0). */
function hasLayout(element: Element): boolean {
  const doc = element.ownerDocument;
  let laidOut = pass.layout.get(doc);
  if (laidOut === undefined) {
    const box = doc.documentElement.getBoundingClientRect();
    laidOut = box.height > 0 || box.width > 0;
    pass.layout.set(doc, laidOut);
  }
  return laidOut;
}

/** Whether an element hides what it holds: clipped to nothing, or a collapsed box that cuts its overflow. */
function clipsAway(node: Element, style: CSSStyleDeclaration, isControl: boolean): boolean {
  if (style.clipPath === 'inset(50%)' || /^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(style.clip)) return true;
  if (!isControl && style.overflow === 'hidden') {
    const box = node.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return true;
  }
  return false;
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
    const known = node === element ? undefined : pass.clips.get(node);
    if (known !== undefined) {
      if (known) return true;
      continue;
    }
    const style = view?.getComputedStyle(node);
    if (!style) break;
    const clips = clipsAway(node, style, node === element);
    if (node !== element) pass.clips.set(node, clips);
    if (clips) return true;
  }
  return false;
}

/** The parent element, crossing out of a shadow root to its host. */
export function parentElement(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}
