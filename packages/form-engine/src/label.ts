import { clean } from './text.ts';
import { parentElement } from './visibility.ts';

const CONTROL_TAGS = new Set(['input', 'select', 'textarea', 'option', 'optgroup', 'button', 'script', 'style']);

/** Help text inside or beside a label: a description, a hint, a note, small print (class names in the supported languages too: `ayuda`, `hilfe`, `aide`). */
const HELP =
  /(^|[\s_-])(help|hint|description|desc|note|helper|instructions?|explanation|sublabel-help|field-description|form-text|ayuda|aide|hilfe|hinweis|aiuto|ajuda|hulp|toelichting|nota)($|[\s_-])/i;
export const isHelpElement = (element: Element) =>
  element.localName === 'small' || HELP.test(element.getAttribute('class') ?? '') || HELP.test(element.id);

/** Titles longer than this are notes about the field, not its name. */
const LONG_TITLE = 80;

/**
 * The text of a node as a label reads it: without the text of form controls inside it, and
 * with `withoutHelp` without its help text (`<small>`, `.help`, `.description`…).
 */
export function labelText(node: Node, { withoutHelp = false } = {}): string {
  let text = '';
  const walk = (n: Node) => {
    for (let child = n.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) text += child.nodeValue ?? '';
      else if (child.nodeType === 1) {
        const element = child as Element;
        if (CONTROL_TAGS.has(element.localName) || element.getAttribute('aria-hidden') === 'true') continue;
        if (withoutHelp && isHelpElement(element)) continue;
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
    const text = tidy(Array.from(labels, (l) => labelText(l, { withoutHelp: true }) || labelText(l)).join(' '));
    if (text) return text;
  }
  // A title that only repeats the name or id is a developer's note, not a label; a long one is help text.
  const title = usableTitle(element);
  if (title) return title;
  const type = (element.getAttribute('type') ?? '').toLowerCase();
  if (type === 'checkbox' || type === 'radio') {
    const after = textAfter(element);
    if (after) return after;
  }
  return nearbyText(element);
}

function usableTitle(element: Element): string {
  const title = tidy(element.getAttribute('title') ?? '');
  const codeNames = [element.getAttribute('name'), element.id].map((n) => (n ?? '').toLowerCase());
  return title && title.length <= LONG_TITLE && !codeNames.includes(title.toLowerCase()) ? title : '';
}

/** The text right after a checkbox or radio (its own cell first): where such boxes keep their label. */
function textAfter(element: Element): string {
  for (let sibling = element.nextSibling; sibling; sibling = sibling.nextSibling) {
    if (sibling.nodeType === 3) {
      const text = tidy(sibling.nodeValue ?? '');
      if (text) return text;
      continue;
    }
    if (sibling.nodeType !== 1) continue;
    const next = sibling as Element;
    if (next.matches('input,select,textarea,br')) return '';
    const text = labelText(next, { withoutHelp: true });
    if (text) return text.length > 200 ? '' : text;
  }
  const cell = element.closest('td');
  if (cell && cell.querySelectorAll('input,select,textarea').length === 1 && !tidy(labelText(cell))) {
    const next = cell.nextElementSibling;
    if (next && !next.querySelector('input,select,textarea')) return labelText(next, { withoutHelp: true });
  }
  return '';
}

/**
 * Help text about a control that is not its label: what aria-describedby and aria-description
 * say, a long title, and help elements beside it (after it, or between its label and it) or in its label.
 */
export function computeHint(element: Element, label: string): string {
  const parts: string[] = [];
  const describedBy = element.getAttribute('aria-describedby');
  if (describedBy) parts.push(byIds(element, describedBy));
  parts.push(tidy(element.getAttribute('aria-description') ?? ''));
  const title = tidy(element.getAttribute('title') ?? '');
  if (title && !usableTitle(element)) parts.push(title);
  for (const labelElement of Array.from((element as HTMLInputElement).labels ?? [])) {
    for (const help of Array.from(labelElement.querySelectorAll('*')))
      if (isHelpElement(help)) parts.push(labelText(help));
  }
  for (let sibling = element.nextElementSibling, n = 0; sibling && n < 3; sibling = sibling.nextElementSibling, n++) {
    if (sibling.matches('input,select,textarea')) break;
    if (isHelpElement(sibling)) parts.push(labelText(sibling));
  }
  // A hint between the label and the control ("Date of birth", "YYYY/MM/DD", [input]).
  for (
    let sibling = element.previousElementSibling, n = 0;
    sibling && n < 2;
    sibling = sibling.previousElementSibling, n++
  ) {
    if (sibling.matches('input,select,textarea,label')) break;
    if (isHelpElement(sibling)) parts.push(labelText(sibling));
  }
  return Array.from(new Set(parts.map(tidy).filter((p) => p && p !== label))).join(' · ');
}

/** The text right before a control: a previous table cell, sibling text, or its parent's. */
export function nearbyText(element: Element): string {
  const cell = element.closest('td,th');
  if (cell) {
    const onlyControl = cell.querySelectorAll('input,select,textarea').length <= 1;
    const before = textBefore(element, cell);
    if (before) return before;
    if (onlyControl) {
      // In a grid, a cell is named by its row (the cell before, else the row's first cell) and
      // its column's header: "First name" + "Spouse", "Reference 2" + "Phone".
      const hasControl = (c: Element | null) => !c || c === cell || Boolean(c.querySelector('input,select,textarea'));
      const previous = cell.previousElementSibling;
      const first = cell.parentElement?.firstElementChild ?? null;
      const row = !hasControl(previous)
        ? labelText(previous as Element)
        : !hasControl(first)
          ? labelText(first as Element)
          : '';
      const column = columnHeader(cell);
      const text = tidy([row, column !== row ? column : ''].filter(Boolean).join(' '));
      if (text) return text;
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

/**
 * The question before a group of radios or boxes: the text right before its container (up to
 * two parents), never a page heading (h1, h2) nor the text before another control.
 */
export function questionBefore(container: Element): string {
  let node: Element | null = container;
  for (let depth = 0; node && depth < 3; depth++) {
    for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling) {
      if (sibling.nodeType === 3) {
        const text = tidy(sibling.nodeValue ?? '');
        if (text) return text;
        continue;
      }
      if (sibling.nodeType !== 1) continue;
      const element = sibling as Element;
      if (/^h[12]$/.test(element.localName)) return '';
      if (element.matches('input,select,textarea') || element.querySelector('input,select,textarea')) return '';
      const text = labelText(element, { withoutHelp: true });
      if (text) return text.length > 300 ? '' : text;
    }
    const parent = parentElement(node);
    if (!parent || /^(form|body|fieldset|table)$/.test(parent.localName)) break;
    node = parent;
  }
  return '';
}

/**
 * Text of the siblings right before `node` (stopping at another control), inside `within`. A help
 * element there ("Seu ingresso será enviado para este endereço.") is passed over for the question
 * before it, and is the text only when there is none.
 */
export function textBefore(node: Element, within: Element | null): string {
  let help = '';
  for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling) {
    if (sibling.nodeType === 3) {
      const text = tidy(sibling.nodeValue ?? '');
      if (text) return text;
      continue;
    }
    if (sibling.nodeType !== 1) continue;
    const element = sibling as Element;
    if (element.matches('input,select,textarea,[contenteditable]')) return help;
    if (element.querySelector('input:not([type=hidden]),select,textarea')) return help;
    const text = labelText(element);
    if (text && isHelpElement(element) && !help) {
      help = text.length > 200 ? '' : text;
      continue;
    }
    if (text) return text.length > 200 ? help : text;
  }
  if (help) return help;
  return within && node.parentElement && node.parentElement !== within ? textBefore(node.parentElement, within) : '';
}

/**
 * The groups a control sits in, nearest first, without its label: its ARIA group's name
 * (`role=group|radiogroup` with a label), its fieldsets' legends, its table row's header, its
 * table's caption, and the nearest heading before it; joined by ` · `.
 */
export function computeContext(element: Element, label: string): string {
  const parts: string[] = [];
  for (let node: Element | null = parentElement(element); node; node = parentElement(node)) {
    const role = node.getAttribute('role');
    if ((role === 'group' || role === 'radiogroup' || role === 'region') && node !== element) {
      const name = groupName(node);
      if (name) parts.push(name);
    }
    if (node.localName === 'fieldset') {
      const legend = node.querySelector(':scope > legend');
      if (legend) parts.push(labelText(legend));
    }
    // A table's caption names its rows as a legend names a fieldset ("Domicilio (se diverso dalla residenza)").
    if (node.localName === 'table') {
      const caption = node.querySelector(':scope > caption');
      if (caption) parts.push(labelText(caption));
    }
    if (node.localName === 'tr') {
      const header = rowHeader(node, element);
      if (header) parts.push(header);
      const section = sectionRowBefore(node);
      if (section) parts.push(section);
    }
    if (node.localName === 'form' || node.localName === 'body') break;
  }
  const heading = nearestHeading(element);
  if (heading) parts.push(heading);
  return Array.from(new Set(parts.map(tidy).filter((p) => p && p !== label && p.length <= 200))).join(' · ');
}

function groupName(group: Element): string {
  const labelledBy = group.getAttribute('aria-labelledby');
  if (labelledBy) return byIds(group, labelledBy);
  return tidy(group.getAttribute('aria-label') ?? '');
}

/**
 * The title row of a legacy table's section above a row: the nearest earlier row without
 * controls that is one cell wide (or spans columns), such as "Next of kin".
 */
function sectionRowBefore(row: Element): string {
  let previous = row.previousElementSibling;
  for (let n = 0; previous && n < 40; previous = previous.previousElementSibling, n++) {
    if (previous.querySelector('input,select,textarea')) continue;
    if (previous.children.length === 1 || previous.querySelector('[colspan]')) {
      const text = labelText(previous);
      if (text && text.length <= 80) return text;
    }
  }
  return '';
}

/**
 * A table row's header: its th cell, or its first cell when that holds text and no control. Not in
 * a row of label and control pairs ("Número [ ] Piso [ ] Puerta [ ]"): there the first cell is the
 * first control's label, and a later control has its own text cell right before it.
 */
function rowHeader(row: Element, element: Element): string {
  const first = row.firstElementChild;
  if (!first || first.contains(element)) return '';
  const cell = Array.from(row.children).find((c) => c.contains(element));
  const before = cell?.previousElementSibling;
  const ownLabelCell =
    before && before !== first && before.localName !== 'th' && !before.querySelector('input,select,textarea');
  if (ownLabelCell && first.localName !== 'th' && labelText(before)) return '';
  if (first.localName === 'th' || !first.querySelector('input,select,textarea')) return labelText(first);
  return '';
}

/** The header of a cell's column: the th at the same position in the table's first row or head. */
function columnHeader(cell: Element): string {
  const row = cell.parentElement;
  const table = cell.closest('table');
  if (!row || !table) return '';
  const index = Array.from(row.children).indexOf(cell);
  const headRow = table.querySelector('thead tr') ?? table.querySelector('tr');
  if (!headRow || headRow === row) return '';
  const header = headRow.children[index];
  if (!header || header.querySelector('input,select,textarea')) return '';
  return header.localName === 'th' || headRow.parentElement?.localName === 'thead' ? labelText(header) : '';
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
