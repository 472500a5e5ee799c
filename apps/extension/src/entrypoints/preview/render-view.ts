import { FILL_TEXTS } from '../../fill/fill-texts.ts';
import type { PreviewView } from '../../fill/preview-view.ts';
import type { PanelSide } from '../../storage-items.ts';
import { button, element } from './dom.ts';
import { type Choices, type Highlight, rowItem, skippedList } from './render-rows.ts';

export type { Choices };

export interface ViewActions {
  apply(): void;
  undo(): void;
  close(): void;
  highlight: Highlight;
  /** Moves the preview to the other side of the window. */
  dock(side: PanelSide): void;
  /** Fills the fields that appeared, as the next step of the same application. */
  nextStep(): void;
  /** Makes the header move the preview when dragged, and the grip with the arrow keys. */
  draggable(header: HTMLElement, grip: HTMLElement): void;
}

/**
 * Points the dock button at the other side from where the preview is. Changed in place when the
 * preview moves, so a drag in progress keeps its header.
 */
export function setDockButton(move: HTMLButtonElement, side: PanelSide) {
  const other: PanelSide = side === 'right' ? 'left' : 'right';
  move.dataset.dock = other;
  move.textContent = side === 'right' ? '⇤' : '⇥';
  move.setAttribute('aria-label', `Move FillDeck to the ${other}`);
  move.title = `Move to the ${other}`;
}

function header(title: string, side: PanelSide, actions: ViewActions, closable: boolean) {
  const heading = element('h2', title);
  heading.id = 'panel-title';
  const move = button('', () => actions.dock(move.dataset.dock === 'left' ? 'left' : 'right'));
  setDockButton(move, side);
  const grip = button('⠿', () => {});
  grip.className = 'grip';
  grip.setAttribute('aria-label', 'Move FillDeck');
  grip.title = 'Drag to move, or use the arrow keys';
  const tools = element('div', undefined, 'tools');
  tools.append(grip, move);
  if (closable) {
    const close = button('Close', actions.close);
    close.setAttribute('aria-label', 'Close FillDeck');
    tools.append(close);
  }
  const bar = element('header');
  bar.append(heading, tools);
  actions.draggable(bar, grip);
  return bar;
}

function paragraph(text: string, role: 'status' | 'alert', className?: string) {
  const node = element('p', text, className);
  node.setAttribute('role', role);
  return node;
}

/** Draws a view into the panel, and puts the focus on its first control. */
export function renderView(
  panel: HTMLElement,
  view: PreviewView,
  choices: Choices,
  actions: ViewActions,
  side: PanelSide,
) {
  const body = element('div', undefined, 'body');
  let buttons: HTMLButtonElement[] = [];
  let title = 'FillDeck';
  if (view.phase === 'working') {
    body.append(paragraph(view.text, 'status'));
  } else if (view.phase === 'message') {
    body.append(paragraph(view.text, 'alert'));
    buttons = [button('Close', actions.close, true)];
  } else if (view.phase === 'filled') {
    body.append(paragraph(FILL_TEXTS.filled(view.count), 'status'));
    if (view.note) body.append(element('p', view.note, 'muted'));
    if (view.failed.length > 0) {
      const list = element('ul', undefined, 'failed');
      for (const { label, why } of view.failed) {
        const item = element('li');
        item.append(element('span', label, 'skipped-label'), element('span', why, 'muted'));
        list.append(item);
      }
      body.append(element('h3', FILL_TEXTS.notSetHeading), list);
    }
    // Undo stays until the preview closes; one Close.
    buttons = [button('Undo', actions.undo), button('Close', actions.close, true)];
  } else if (view.phase === 'next-step') {
    title = 'Next step';
    body.append(paragraph(view.text, 'status'));
    buttons = [
      button(FILL_TEXTS.notNow, actions.close),
      ...(view.canUndo ? [button('Undo', actions.undo)] : []),
      button(view.button, actions.nextStep, true),
    ];
  } else {
    title = 'Check before filling';
    if (view.alert) body.append(paragraph(view.alert, 'alert', 'alert'));
    body.append(
      element('p', view.note, 'muted'),
      ...view.rows.map((row, index) => rowItem(row, index, choices, actions.highlight)),
    );
    if (view.skipped.length > 0) {
      body.append(skippedList(view.skipped, view.templateUrl, actions.highlight, choices, view.noModel));
    }
    buttons = [button('Cancel', actions.close), button('Apply', actions.apply, true)];
  }
  const footer = element('footer');
  footer.append(...buttons);
  const closable = view.phase === 'working' || view.phase === 'preview';
  panel.replaceChildren(header(title, side, actions, closable), body, ...(buttons.length > 0 ? [footer] : []));
  (
    panel.querySelector<HTMLElement>('.body input, .body select, .body textarea, footer button') ??
    panel.querySelector<HTMLElement>('header button')
  )?.focus();
}
