import { FILL_TEXTS } from '../../fill/fill-messages.ts';
import { frameSiteText, MARK_TEXTS, type PreviewRow } from '../../fill/preview-rows.ts';
import type { PreviewView, RowChoice } from '../../fill/preview-view.ts';

export interface ViewActions {
  apply(): void;
  undo(): void;
  close(): void;
}

/** The user's choices so far, by row key: kept while the view is drawn again (an alert, a resize). */
export type Choices = Map<string, RowChoice>;

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
};

function button(text: string, onClick: () => void, primary = false) {
  const node = element('button', text, primary ? 'primary' : undefined);
  node.type = 'button';
  node.addEventListener('click', onClick);
  return node;
}

function rowItem(row: PreviewRow, index: number, choices: Choices) {
  const item = element('div', undefined, 'row');
  const choice = () => choices.get(row.key) ?? { key: row.key, apply: true };
  const box = element('input');
  box.type = 'checkbox';
  box.checked = choice().apply;
  box.id = `apply-${index}`;
  box.addEventListener('change', () => choices.set(row.key, { ...choice(), apply: box.checked }));
  const label = element('label', row.label);
  label.htmlFor = box.id;
  let value: HTMLElement;
  if (row.editable) {
    const input = element('input', undefined, 'value');
    input.type = 'text';
    input.value = choice().text ?? row.shown;
    input.setAttribute('aria-label', `Value for ${row.label}`);
    input.addEventListener('input', () => choices.set(row.key, { ...choice(), text: input.value }));
    value = input;
  } else {
    value = element('p', row.shown, 'value');
  }
  const notes = [
    row.source === 'ai' ? 'Suggested by the AI model' : '',
    row.mark ? MARK_TEXTS[row.mark] : '',
    row.site ? frameSiteText(row.site) : '',
  ].filter(Boolean);
  item.append(box, label, value, ...notes.map((text) => element('p', text, 'muted value')));
  return item;
}

/** Draws a view into the panel, and puts the focus on its first control. */
export function renderView(panel: HTMLElement, view: PreviewView, choices: Choices, actions: ViewActions) {
  const close = button('Close', actions.close);
  close.setAttribute('aria-label', 'Close FillDeck');
  const title = element('h2', view.phase === 'preview' ? 'Check before filling' : 'FillDeck');
  title.id = 'panel-title';
  const header = element('header');
  header.append(title, close);
  const body = element('div', undefined, 'body');
  let buttons: HTMLButtonElement[] = [];
  if (view.phase === 'working') {
    const status = element('p', view.text);
    status.setAttribute('role', 'status');
    body.append(status);
  } else if (view.phase === 'message') {
    const alert = element('p', view.text);
    alert.setAttribute('role', 'alert');
    body.append(alert);
    buttons = [button('Close', actions.close, true)];
  } else if (view.phase === 'filled') {
    const status = element('p', FILL_TEXTS.filled(view.count));
    status.setAttribute('role', 'status');
    body.append(status);
    buttons = [button('Undo', actions.undo), button('Done', actions.close, true)];
  } else {
    if (view.alert) {
      const alert = element('p', view.alert, 'alert');
      alert.setAttribute('role', 'alert');
      body.append(alert);
    }
    body.append(element('p', view.note, 'muted'), ...view.rows.map((row, index) => rowItem(row, index, choices)));
    buttons = [button('Cancel', actions.close), button('Apply', actions.apply, true)];
  }
  const footer = element('footer');
  footer.append(...buttons);
  panel.replaceChildren(header, body, ...(buttons.length > 0 ? [footer] : []));
  (panel.querySelector<HTMLElement>('input, footer button') ?? close).focus();
}
