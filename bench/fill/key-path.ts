/**
 * A case key (CASE-FORMAT.md) as a path of plain CSS selectors: `HOST | INNER` steps into the open
 * shadow root of HOST, `FRAME || INNER` into the document of the same-origin iframe FRAME; both
 * nest and combine. Split in Node; resolved in the page by `resolveKeyPath`.
 */
export interface KeyStep {
  /** How this step's scope is reached from the previous element (the first step: the document). */
  via: 'document' | 'shadow' | 'frame';
  selector: string;
}

/**
 * Splits a key on ` | ` and ` || ` outside quotes, brackets and parentheses (so `[lang|=en]` and
 * `[title="a | b"]` stay whole). Throws on an empty step.
 */
export function parseKey(key: string): KeyStep[] {
  const steps: KeyStep[] = [];
  let via: KeyStep['via'] = 'document';
  let current = '';
  let quote: string | null = null;
  let depth = 0;
  const push = () => {
    const selector = current.trim();
    if (!selector) throw new Error(`empty selector in key ${JSON.stringify(key)}`);
    steps.push({ via, selector });
    current = '';
  };
  for (let i = 0; i < key.length; i++) {
    const char = key[i] ?? '';
    if (quote) {
      if (char === '\\') {
        current += char + (key[i + 1] ?? '');
        i++;
        continue;
      }
      if (char === quote) quote = null;
      current += char;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth = Math.max(0, depth - 1);
    else if (char === '\\') {
      current += char + (key[i + 1] ?? '');
      i++;
      continue;
    } else if (char === '|' && depth === 0) {
      push();
      if (key[i + 1] === '|') {
        via = 'frame';
        i++;
      } else via = 'shadow';
      continue;
    }
    current += char;
  }
  push();
  return steps;
}

/**
 * The element a key path names (with how many elements its steps matched beyond the first, which
 * CASE-FORMAT.md rules out: the runner warns about it), or why there is none.
 */
export type Resolved = { element: Element; extra: number } | { missing: string };

/**
 * Runs in the page (self-contained: it is injected as source). Each step takes the first element
 * its selector matches in document order; an unreachable scope is reported, not guessed.
 */
export function resolveKeyPath(doc: Document, path: KeyStep[]): Resolved {
  let scope: Document | ShadowRoot = doc;
  let element: Element | null = null;
  let extra = 0;
  for (const step of path) {
    if (element && step.via === 'shadow') {
      if (!element.shadowRoot) return { missing: `no open shadow root on ${element.localName}` };
      scope = element.shadowRoot;
    } else if (element && step.via === 'frame') {
      let inner: Document | null = null;
      try {
        inner = (element as HTMLIFrameElement).contentDocument ?? null;
      } catch {
        inner = null;
      }
      if (!inner) return { missing: `${element.localName} has no same-origin document` };
      scope = inner;
    }
    let matches: NodeListOf<Element>;
    try {
      matches = scope.querySelectorAll(step.selector);
    } catch {
      return { missing: `invalid selector ${step.selector}` };
    }
    if (matches.length === 0) return { missing: `nothing matches ${step.selector}` };
    extra += matches.length - 1;
    element = matches[0] ?? null;
  }
  return element ? { element, extra } : { missing: 'empty key' };
}
