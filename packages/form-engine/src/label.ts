import { clean } from './text.ts';
import { parentElement } from './visibility.ts';

const CONTROL_TAGS = new Set(['input', 'select', 'textarea', 'option', 'optgroup', 'button', 'script', 'style']);

/** The text of a node as a label reads it: without the text of form controls inside it. */
export function labelText(node: Node): string {
  let text = '';
  const walk = (n: Node) => {
    for (let child = n.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) text += child.nodeValue ?? '';
      else if (child.nodeType === 1) {
        const element = child as Element;
        if (CONTROL_TAGS.has(element.localName) || element.getAttribute('aria-hidden') === 'true') continue;
        walk(element);
        if (/^(div|p|br|li|td|th|tr)$/.test(element.localName)) text += ' ';
      }
    }
  };
  walk(node);
  return tidy(text);
}

/** A label without the decorations of a required marker or a trailing colon. */
export function tidy(text: string): string {
  return clean(text)
    .replace(/\s*[*:]+\s*$/g, '')
    .replace(/^\s*[*]+\s*/, '')
    .replace(/\s*\(required\)\s*$/i, '')
    .trim();
}

function byIds(element: Element, ids: string): string {
  const root = element.getRootNode() as Document | ShadowRoot;
  return tidy(
    ids
      .split(/\s+/)
      .map((id) => {
        const target = root.getElementById?.(id) ?? element.ownerDocument.getElementById(id);
        return target ? (target === element ? '' : labelText(target)) : '';
      })
      .join(' '),
  );
}

/**
 * The accessible name of a control, in the order assistive technology computes it:
 * aria-labelledby, aria-label, its labels (label[for] and a wrapping label), title, then the
 * nearest text before it (the preceding table cell, a sibling, the parent's preceding text).
 */
export function computeLabel(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = byIds(element, labelledBy);
    if (text) return text;
  }
  const aria = tidy(element.getAttribute('aria-label') ?? '');
  if (aria) return aria;
  const labels = (element as HTMLInputElement).labels;
  if (labels && labels.length > 0) {
    const text = tidy(Array.from(labels, (l) => labelText(l)).join(' '));
    if (text) return text;
  }
  // A title that only repeats the name or id is a developer's note, not a label.
  const title = tidy(element.getAttribute('title') ?? '');
  const codeNames = [element.getAttribute('name'), element.id].map((n) => (n ?? '').toLowerCase());
  if (title && !codeNames.includes(title.toLowerCase())) return title;
  return nearbyText(element);
}

/** The text right before a control: a previous table cell, sibling text, or its parent's. */
export function nearbyText(element: Element): string {
  const cell = element.closest('td,th');
  if (cell) {
    const onlyControl = cell.querySelectorAll('input,select,textarea').length <= 1;
    const before = textBefore(element, cell);
    if (before) return before;
    let previous = cell.previousElementSibling;
    while (previous && onlyControl) {
      const text = labelText(previous);
      if (text) return text;
      previous = previous.previousElementSibling;
    }
  }
  let node: Element | null = element;
  for (let depth = 0; node && depth < 3; depth++) {
    const text = textBefore(node, null);
    if (text) return text;
    const parent = parentElement(node);
    if (!parent || /^(form|body|fieldset|table|tr)$/.test(parent.localName)) break;
    if (parent.querySelectorAll('input:not([type=hidden]),select,textarea').length > 3) break;
    node = parent;
  }
  return '';
}

/** Text of the siblings right before `node` (stopping at another control), inside `within`. */
function textBefore(node: Element, within: Element | null): string {
  for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling) {
    if (sibling.nodeType === 3) {
      const text = tidy(sibling.nodeValue ?? '');
      if (text) return text;
      continue;
    }
    if (sibling.nodeType !== 1) continue;
    const element = sibling as Element;
    if (element.matches('input,select,textarea,[contenteditable]')) return '';
    if (element.querySelector('input:not([type=hidden]),select,textarea')) return '';
    const text = labelText(element);
    if (text) return text.length > 200 ? '' : text;
  }
  return within && node.parentElement && node.parentElement !== within ? textBefore(node.parentElement, within) : '';
}

/** Context that is not the label: the fieldset's legend and the nearest heading before the control. */
export function computeContext(element: Element, label: string): string {
  const parts: string[] = [];
  const fieldset = element.closest('fieldset');
  const legend = fieldset?.querySelector(':scope > legend');
  if (legend) parts.push(labelText(legend));
  const heading = nearestHeading(element);
  if (heading) parts.push(heading);
  return Array.from(new Set(parts.filter((p) => p && p !== label))).join(' · ');
}

function nearestHeading(element: Element): string {
  let node: Element | null = element;
  for (let depth = 0; node && depth < 6; depth++) {
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      if (/^h[1-6]$/.test(sibling.localName) || sibling.getAttribute('role') === 'heading') return labelText(sibling);
      const inner = sibling.querySelector('h1,h2,h3,h4,h5,h6,[role=heading]');
      if (inner && !sibling.querySelector('input,select,textarea')) return labelText(inner);
    }
    node = parentElement(node);
  }
  return '';
}
