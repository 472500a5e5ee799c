/**
 * Runs in the page: reads the value of the element a case key names. `HOST | INNER` reaches into
 * open shadow roots, `FRAME || INNER` into same-origin iframes. A checkbox or radio reads as its
 * checked state, a select as its value and selected text, anything else as its value or innerText.
 */
export function readKeys(
  keys: string[],
): Record<string, { value: string; text: string; checked: boolean | null } | null> {
  const resolve = (key: string): Element | null => {
    let scope: Document | ShadowRoot = document;
    const frames = key.split('||').map((s) => s.trim());
    for (let f = 0; f < frames.length; f++) {
      const hosts = (frames[f] ?? '').split(/\s\|\s/).map((s) => s.trim());
      let element: Element | null = null;
      for (let h = 0; h < hosts.length; h++) {
        element = scope.querySelector(hosts[h] ?? '');
        if (!element) return null;
        if (h < hosts.length - 1) {
          if (!element.shadowRoot) return null;
          scope = element.shadowRoot;
        }
      }
      if (f < frames.length - 1) {
        const inner: Document | null | undefined = (element as HTMLIFrameElement | null)?.contentDocument;
        if (!inner) return null;
        scope = inner;
      } else return element;
    }
    return null;
  };
  const out: Record<string, { value: string; text: string; checked: boolean | null } | null> = {};
  for (const key of keys) {
    const element = resolve(key);
    if (!element) {
      out[key] = null;
      continue;
    }
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      out[key] = { value: element.value, text: '', checked: element.checked };
    } else if (element instanceof HTMLSelectElement) {
      out[key] = { value: element.value, text: element.selectedOptions[0]?.text ?? '', checked: null };
    } else if ('value' in element && typeof (element as HTMLInputElement).value === 'string') {
      out[key] = { value: (element as HTMLInputElement).value, text: '', checked: null };
    } else {
      const text = (element as HTMLElement).innerText ?? element.textContent ?? '';
      out[key] = { value: text, text, checked: null };
    }
  }
  return out;
}
