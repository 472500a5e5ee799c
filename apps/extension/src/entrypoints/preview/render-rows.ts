import { FILL_TEXTS } from '../../fill/fill-texts.ts';
import type { RowChoice } from '../../fill/preview-rows.ts';
import { frameSiteText, MARK_TEXTS, type PreviewRow, SKIP_TEXTS, type SkippedRow } from '../../fill/preview-rows.ts';
import { element } from './dom.ts';

/** The user's choices so far, by row key: kept while the view is drawn again (an alert, a resize). */
export type Choices = Map<string, RowChoice>;

/** Shows the user which field of the page a row is about (null: none). */
export type Highlight = (key: string | null) => void;

function whenPointed(item: HTMLElement, key: string, highlight: Highlight) {
  item.addEventListener('mouseenter', () => highlight(key));
  item.addEventListener('mouseleave', () => highlight(null));
  item.addEventListener('focusin', () => highlight(key));
  item.addEventListener('focusout', () => highlight(null));
}

/** "Remember for this site" under a row whose value the user changed (or typed, for a field not filled). */
function rememberOffer(
  row: { key: string; label: string },
  index: string | number,
  choice: () => RowChoice,
  choices: Choices,
) {
  const wrap = element('p', undefined, 'value remember');
  const option = (id: string, text: string, key: 'remember' | 'addToTemplate') => {
    const box = element('input');
    box.type = 'checkbox';
    box.id = `${id}-${index}`;
    box.setAttribute('aria-label', `${text}: ${row.label}`);
    box.checked = choice()[key] === true;
    box.addEventListener('change', () => choices.set(row.key, { ...choice(), [key]: box.checked }));
    const label = element('label', text);
    label.htmlFor = box.id;
    return [box, label];
  };
  wrap.append(
    ...option('remember', FILL_TEXTS.rememberForSite, 'remember'),
    ...option('add', FILL_TEXTS.addToMyTemplate, 'addToTemplate'),
  );
  wrap.hidden = choice().text === undefined;
  return wrap;
}

/** The control a row's value is changed with: a text box, a text area, a list of the field's options, or text. */
function valueControl(row: PreviewRow, choice: () => RowChoice, choices: Choices, onChange: () => void) {
  const current = choice().text;
  const changed = (text: string) => {
    choices.set(row.key, { ...choice(), text });
    onChange();
  };
  if (row.options) {
    const select = element('select', undefined, 'value');
    select.setAttribute('aria-label', `Value for ${row.label}`);
    for (const option of row.options) select.append(new Option(option.text, option.value));
    select.value = current ?? String(row.value);
    select.addEventListener('change', () => changed(select.value));
    return select;
  }
  if (!row.editable) return element('p', row.shown, 'value');
  const input = row.multiline ? element('textarea', undefined, 'value') : element('input', undefined, 'value');
  if (input instanceof HTMLInputElement) input.type = 'text';
  else input.rows = Math.min(8, Math.max(3, (current ?? row.shown).split('\n').length));
  input.value = current ?? row.shown;
  input.setAttribute('aria-label', `Value for ${row.label}`);
  input.addEventListener('input', () => changed(input.value));
  return input;
}

/** One proposed value: tick to keep it, its label, its value to change, and notes on it. */
export function rowItem(row: PreviewRow, index: number, choices: Choices, highlight: Highlight) {
  const item = element('div', undefined, 'row');
  const choice = () => choices.get(row.key) ?? { key: row.key, apply: true };
  const box = element('input');
  box.type = 'checkbox';
  box.checked = choice().apply;
  box.id = `apply-${index}`;
  box.addEventListener('change', () => choices.set(row.key, { ...choice(), apply: box.checked }));
  const label = element('label', row.label);
  label.htmlFor = box.id;
  const notes = [
    row.source === 'ai' ? 'Suggested by the AI model' : '',
    row.source === 'remembered' ? FILL_TEXTS.remembered : '',
    row.mark ? MARK_TEXTS[row.mark] : '',
    row.site ? frameSiteText(row.site) : '',
  ].filter(Boolean);
  item.append(
    box,
    label,
    valueControl(row, choice, choices, () => {
      if (offer) offer.hidden = false;
    }),
    ...notes.map((text) => element('p', text, 'muted value')),
  );
  // Offered once the user changes the value: keep the new answer for the site.
  const offer = row.remember && (row.editable || row.options) ? rememberOffer(row, index, choice, choices) : null;
  if (offer) item.append(offer);
  whenPointed(item, row.key, highlight);
  return item;
}

/** The fields left unfilled, each with why, and where to add what is missing. */
/** A field FillDeck left empty: the user may type an answer, applied with the rest (and remembered if asked). */
function typedAnswer(row: SkippedRow, index: number, choices: Choices) {
  const choice = () => choices.get(row.key) ?? { key: row.key, apply: true };
  const input = element('input', undefined, 'value');
  input.type = 'text';
  input.value = choice().text ?? '';
  input.placeholder = FILL_TEXTS.typeAnswer;
  input.setAttribute('aria-label', `${FILL_TEXTS.typeAnswer}: ${row.label}`);
  const offer = rememberOffer(row, `skipped-${index}`, choice, choices);
  input.addEventListener('input', () => {
    choices.set(row.key, { ...choice(), text: input.value });
    offer.hidden = input.value.trim() === '';
  });
  return [input, offer];
}

export function skippedList(
  skipped: SkippedRow[],
  templateUrl: string,
  highlight: Highlight,
  choices: Choices,
  noModel?: string,
) {
  const section = element('section', undefined, 'skipped');
  const heading = element('h3', `${FILL_TEXTS.notFilledHeading} (${skipped.length})`);
  heading.id = 'skipped-heading';
  section.setAttribute('aria-labelledby', heading.id);
  const list = element('ul');
  skipped.forEach((row, index) => {
    const item = element('li');
    item.tabIndex = 0;
    item.append(element('span', row.label, 'skipped-label'), element('span', SKIP_TEXTS[row.reason], 'muted'));
    if (row.site) item.append(element('span', frameSiteText(row.site), 'muted'));
    if (row.remember) item.append(...typedAnswer(row, index, choices));
    whenPointed(item, row.key, highlight);
    list.append(item);
  });
  const link = element('a', FILL_TEXTS.addToTemplate);
  link.href = templateUrl;
  link.target = '_blank';
  link.rel = 'noopener';
  section.append(heading, ...(noModel ? [element('p', noModel, 'muted')] : []), list, link);
  return section;
}
