import type { PanelDrag } from '../../fill/page-protocol.ts';

/** How far one press of an arrow key moves the preview, in pixels. */
const STEP = 24;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
};

/**
 * Lets the user move the preview anywhere: by dragging its header (not its buttons), or with the
 * arrow keys on its grip. The preview only says where the drag starts; the page follows the
 * pointer from there (PanelHost.startDrag), so a fast drag that leaves the preview's frame keeps going.
 */
export function makeDraggable(header: HTMLElement, grip: HTMLElement, send: (drag: PanelDrag) => Promise<unknown>) {
  header.addEventListener('pointerdown', (down) => {
    const onButton = down.target instanceof Element && down.target.closest('button') !== null;
    if (down.button !== 0 || (onButton && down.target !== grip)) return;
    down.preventDefault();
    void send({ phase: 'start', x: down.clientX, y: down.clientY }).catch(() => {});
    header.addEventListener('pointerup', () => void send({ phase: 'end' }).catch(() => {}), { once: true });
  });
  grip.addEventListener('keydown', (event) => {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    void send({ phase: 'nudge', dx: step[0], dy: step[1] }).catch(() => {});
  });
}
