/**
 * The documents and shadow roots a page's controls live in: the document, every open shadow
 * root (recursively) and the documents of same-origin iframes. Cross-origin frames are skipped.
 */
export type Root = Document | ShadowRoot;

export function collectRoots(doc: Document): Root[] {
  const roots: Root[] = [];
  const visit = (root: Root) => {
    roots.push(root);
    // `instanceof Document` is false for an iframe's document (another realm): test the node type.
    const owner = root.nodeType === 9 ? (root as Document) : (root as ShadowRoot).ownerDocument;
    const walker = owner.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node as Element;
      if (element.shadowRoot) visit(element.shadowRoot);
      if (element.localName === 'iframe' || element.localName === 'frame') {
        const inner = frameDocument(element as HTMLIFrameElement);
        if (inner) visit(inner);
      }
    }
  };
  visit(doc);
  return roots;
}

function frameDocument(frame: HTMLIFrameElement): Document | null {
  try {
    return frame.contentDocument;
  } catch {
    return null; // cross-origin
  }
}

/** The window an element's constructors come from (each frame has its own prototypes). */
export function winOf(element: Element): Window & typeof globalThis {
  return (element.ownerDocument.defaultView ?? window) as Window & typeof globalThis;
}
