import { FILL_TEXTS } from './fill-messages.ts';
import { MARK_TEXTS, type PreviewRow } from './preview-rows.ts';

export interface PanelHandlers {
  onApply(choices: Map<string, { apply: boolean; text?: string }>): void;
  onUndo(): void;
}

const STYLE = `
:host { all: initial; }
.panel { position: fixed; top: 16px; right: 16px; z-index: 2147483647; width: 360px; max-height: calc(100vh - 32px);
  display: flex; flex-direction: column; background: #fff; color: #18181b; border: 1px solid #d4d4d8; border-radius: 10px;
  box-shadow: 0 10px 30px rgb(0 0 0 / .18); font: 14px/1.4 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
@media (prefers-color-scheme: dark) { .panel { background: #18181b; color: #f4f4f5; border-color: #3f3f46; }
  input[type=text] { background: #27272a; color: inherit; border-color: #3f3f46; } .muted { color: #a1a1aa; } }
header { display: flex; justify-content: space-between; align-items: center; padding: 12px 14px; border-bottom: 1px solid #e4e4e7; }
h2 { font-size: 15px; margin: 0; }
.body { overflow-y: auto; padding: 8px 14px; display: flex; flex-direction: column; gap: 8px; }
.row { display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; align-items: start; }
.row label { font-weight: 500; }
.row .value { grid-column: 2; }
input[type=text] { width: 100%; box-sizing: border-box; border: 1px solid #d4d4d8; border-radius: 6px; padding: 4px 6px; font: inherit; }
.muted { color: #52525b; font-size: 12px; }
footer { display: flex; gap: 8px; justify-content: flex-end; padding: 10px 14px; border-top: 1px solid #e4e4e7; }
button { font: inherit; border-radius: 6px; padding: 6px 12px; cursor: pointer; border: 1px solid #d4d4d8; background: transparent; color: inherit; }
button.primary { background: #4f46e5; border-color: #4f46e5; color: #fff; }
button:focus-visible, input:focus-visible { outline: 2px solid #4f46e5; outline-offset: 2px; }
p { margin: 0; }
`;

const FILLED_MARK = 'data-filldeck-filled';

/**
 * The in-page panel: a shadow root of its own (the page's styles cannot reach it, nor its
 * scripts read it through the page's DOM queries), with the proposed values field by field.
 */
export class FillPanel {
  private readonly host = document.createElement('filldeck-panel');
  private readonly root = this.host.attachShadow({ mode: 'closed' });
  private readonly panel = document.createElement('div');

  constructor() {
    const style = document.createElement('style');
    style.textContent = STYLE;
    this.panel.className = 'panel';
    this.panel.setAttribute('role', 'dialog');
    this.panel.setAttribute('aria-label', 'FillDeck');
    this.panel.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.close();
    });
    this.root.append(style, this.panel);
    document.documentElement.append(this.host);
  }

  private frame(title: string, body: HTMLElement[], buttons: HTMLButtonElement[]) {
    const header = document.createElement('header');
    const h2 = document.createElement('h2');
    h2.textContent = title;
    const close = this.button('Close', () => this.close());
    close.setAttribute('aria-label', 'Close FillDeck');
    header.append(h2, close);
    const main = document.createElement('div');
    main.className = 'body';
    main.append(...body);
    const footer = document.createElement('footer');
    footer.append(...buttons);
    this.panel.replaceChildren(header, main, ...(buttons.length > 0 ? [footer] : []));
    (this.panel.querySelector('input, footer button') as HTMLElement | null)?.focus();
  }

  private button(text: string, onClick: () => void, primary = false) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = text;
    if (primary) button.className = 'primary';
    button.addEventListener('click', onClick);
    return button;
  }

  private paragraph(text: string, role?: string) {
    const p = document.createElement('p');
    p.textContent = text;
    if (role) p.setAttribute('role', role);
    return p;
  }

  working(text: string) {
    this.frame('FillDeck', [this.paragraph(text, 'status')], []);
  }

  message(text: string) {
    this.frame('FillDeck', [this.paragraph(text, 'alert')], [this.button('Close', () => this.close(), true)]);
  }

  preview(rows: PreviewRow[], note: string, handlers: PanelHandlers) {
    const choices = new Map<string, { apply: boolean; text?: string }>();
    const items = rows.map((row, index) => {
      const item = document.createElement('div');
      item.className = 'row';
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.checked = true;
      box.id = `fd-apply-${index}`;
      box.addEventListener('change', () => choices.set(row.key, { ...choices.get(row.key), apply: box.checked }));
      const label = document.createElement('label');
      label.htmlFor = box.id;
      label.textContent = row.label;
      let value: HTMLElement;
      if (row.editable) {
        const input = document.createElement('input');
        input.type = 'text';
        input.value = row.shown;
        input.setAttribute('aria-label', `Value for ${row.label}`);
        input.addEventListener('input', () =>
          choices.set(row.key, { apply: choices.get(row.key)?.apply ?? true, text: input.value }),
        );
        value = input;
      } else {
        value = this.paragraph(row.shown);
      }
      value.classList.add('value');
      const source = this.paragraph(row.source === 'ai' ? 'Suggested by the AI model' : '');
      source.className = 'muted value';
      const mark = this.paragraph(row.mark ? MARK_TEXTS[row.mark] : '');
      mark.className = 'muted value';
      item.append(box, label, value, ...(row.source === 'ai' ? [source] : []), ...(row.mark ? [mark] : []));
      return item;
    });
    const intro = this.paragraph(note);
    intro.className = 'muted';
    this.frame(
      'Check before filling',
      [intro, ...items],
      [this.button('Cancel', () => this.close()), this.button('Apply', () => handlers.onApply(choices), true)],
    );
  }

  filled(count: number, onUndo: () => void) {
    this.frame(
      'FillDeck',
      [this.paragraph(FILL_TEXTS.filled(count), 'status')],
      [this.button('Undo', onUndo), this.button('Done', () => this.close(), true)],
    );
  }

  close() {
    this.host.remove();
  }

  get isOpen() {
    return this.host.isConnected;
  }
}

/** Marks a filled control so the user sees what FillDeck changed (removed on undo). */
export function markFilled(element: Element, on: boolean) {
  if (!(element instanceof HTMLElement)) return;
  if (on) {
    element.setAttribute(FILLED_MARK, '');
    element.style.setProperty('outline', '2px solid #4f46e5');
    element.style.setProperty('outline-offset', '1px');
  } else {
    element.removeAttribute(FILLED_MARK);
    element.style.removeProperty('outline');
    element.style.removeProperty('outline-offset');
  }
}
