import { collectRoots } from './roots.ts';

/**
 * Calls `onChange` (debounced) when the page adds controls or shows hidden ones: a
 * MutationObserver on the document, its open shadow roots and same-origin iframes, re-attached
 * to roots that appear later. Returns a function that stops watching.
 */
export function watchFields(doc: Document, debounceMs: number, onChange: () => void): () => void {
  const win = doc.defaultView ?? window;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observed = new WeakSet<Node>();
  const observer = new win.MutationObserver(() => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      observeRoots();
      onChange();
    }, debounceMs);
  });
  const observeRoots = () => {
    for (const root of collectRoots(doc)) {
      if (observed.has(root)) continue;
      observed.add(root);
      observer.observe(root, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['style', 'class', 'hidden', 'aria-hidden', 'disabled', 'open'],
      });
    }
  };
  observeRoots();
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    observer.disconnect();
  };
}
