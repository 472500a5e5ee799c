import { isTabFill } from '../../browser-store.ts';
import { callWorker } from '../../call-worker.ts';
import { dockedPlace, type PanelSide, panelPlaceItem, tabFillItem } from '../../storage-items.ts';
import { makeDraggable } from './drag.ts';
import { type Choices, renderView, setDockButton, type ViewActions } from './render-view.ts';
import './preview.css';

/**
 * The preview, in a frame the extension puts into the page: the extension's own page, so the page
 * cannot read the values shown here, hear the keys typed here, or click here by script. It draws the
 * view the service worker keeps for its tab, and sends the user's Apply, Undo and Close back.
 */
const panel = document.getElementById('panel');
const choices: Choices = new Map();

let side: PanelSide = 'right';

const actions: ViewActions = {
  apply: () => void callWorker('preview:apply', { choices: [...choices.values()] }).catch(() => {}),
  undo: () => void callWorker('preview:undo', {}).catch(() => {}),
  nextStep: () => void callWorker('preview:next-step', {}).catch(() => {}),
  close: () => {
    // The field a row pointed at gets its own look back before the preview goes.
    actions.highlight(null);
    void callWorker('preview:close', {}).catch(() => {});
  },
  highlight: (() => {
    let pointed: string | null = null;
    return (key: string | null) => {
      if (pointed === key) return;
      if (pointed) void callWorker('preview:highlight', { key: pointed, on: false }).catch(() => {});
      pointed = key;
      if (key) void callWorker('preview:highlight', { key, on: true }).catch(() => {});
    };
  })(),
  dock: (next) => void panelPlaceItem.setValue(dockedPlace(next)),
  draggable: (header, grip) => makeDraggable(header, grip, (drag) => callWorker('preview:drag', drag)),
};

/**
 * Tells the page's frame how tall the preview wants to be: its header and footer, and all of its
 * body (which scrolls once the window is too short for it).
 */
function reportHeight() {
  if (!panel) return;
  const border = panel.offsetHeight - panel.clientHeight;
  const parts = [...panel.children].map((part) =>
    part.classList.contains('body') ? part.scrollHeight : part.getBoundingClientRect().height,
  );
  const height = parts.reduce((sum, part) => sum + part, border);
  void callWorker('preview:size', { height }).catch(() => {});
}

function draw(fill: unknown) {
  if (!panel || !isTabFill(fill)) return;
  if (fill.view.phase !== 'preview') choices.clear();
  // The rows are drawn anew: no field stays pointed at by a row that is gone.
  actions.highlight(null);
  renderView(panel, fill.view, choices, actions, side);
  reportHeight();
}

async function start() {
  if (!panel) return;
  const { tabId } = await callWorker('preview:ready', { nonce: location.hash.slice(1) });
  side = (await panelPlaceItem.getValue()).side;
  // Docked or dragged to the other half: the dock button points the other way.
  panelPlaceItem.watch((place) => {
    side = place.side;
    const move = panel.querySelector<HTMLButtonElement>('button[data-dock]');
    if (move) setDockButton(move, side);
  });
  const fill = tabFillItem(tabId);
  fill.watch(draw);
  draw(await fill.getValue());
  new ResizeObserver(reportHeight).observe(panel);
}

// Escape closes; Tab stays within the preview (it is a dialog).
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') return actions.close();
  if (event.key !== 'Tab' || !panel) return;
  const focusable = [...panel.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href], li[tabindex]')];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
});

void start();
