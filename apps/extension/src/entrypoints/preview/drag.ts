import type { PanelDrag } from '../../fill/page-messages.ts';

/** How far one press of an arrow key moves the preview, in pixels. */
const STEP = 24;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
};

/**
 * Sends the steps of a drag one after another (the page must see the start before a move), and of
 * the moves that pile up while one is on its way only the latest.
 */
function dragSender(send: (drag: PanelDrag) => Promise<unknown>) {
  const queue: PanelDrag[] = [];
  let sending = false;
  return async (drag: PanelDrag) => {
    if (drag.phase === 'move' && queue.at(-1)?.phase === 'move') queue[queue.length - 1] = drag;
    else queue.push(drag);
    if (sending) return;
    sending = true;
    for (let next = queue.shift(); next; next = queue.shift()) await send(next).catch(() => {});
    sending = false;
  };
}

/**
 * Lets the user move the preview anywhere: by dragging its header (not its buttons), or with the
 * arrow keys on its grip. The pointer's place is read on the screen, which stays put while the
 * preview's frame moves under it.
 */
export function makeDraggable(header: HTMLElement, grip: HTMLElement, send: (drag: PanelDrag) => Promise<unknown>) {
  const queue = dragSender(send);
  header.addEventListener('pointerdown', (down) => {
    const onButton = down.target instanceof Element && down.target.closest('button') !== null;
    if (down.button !== 0 || (onButton && down.target !== grip)) return;
    down.preventDefault();
    header.setPointerCapture(down.pointerId);
    const offset = (event: PointerEvent) => ({ dx: event.screenX - down.screenX, dy: event.screenY - down.screenY });
    void queue({ phase: 'start', dx: 0, dy: 0 });
    const move = (event: PointerEvent) => void queue({ phase: 'move', ...offset(event) });
    const end = (event: PointerEvent) => {
      header.removeEventListener('pointermove', move);
      header.removeEventListener('pointerup', end);
      header.removeEventListener('pointercancel', end);
      void queue({ phase: 'end', ...offset(event) });
    };
    header.addEventListener('pointermove', move);
    header.addEventListener('pointerup', end);
    header.addEventListener('pointercancel', end);
  });
  grip.addEventListener('keydown', (event) => {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    void queue({ phase: 'start', dx: 0, dy: 0 });
    void queue({ phase: 'end', dx: step[0], dy: step[1] });
  });
}
