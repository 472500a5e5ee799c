import {
  type KeyboardEvent,
  type PointerEvent,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { onDemand } from '#lib/on-demand.ts';

/** dnd-kit and the sidebar's use of it: not part of the first load (docs/product.md#the-signed-in-shell-and-the-sidebar). */
const sidebarDnd = onDemand(() => import('../components/sidebar-dnd.tsx'));

export type SidebarDndModule = Awaited<ReturnType<typeof sidebarDnd.load>>;

/** A press on a template made before dnd-kit arrived: handed on to it once it has. */
type PendingPress =
  | { kind: 'mouse'; id: string; x: number; y: number }
  | { kind: 'touch'; id: string; x: number; y: number; identifier: number }
  | { kind: 'key'; id: string; key: string; code: string };

const PICK_UP_CODES = ['Space', 'Enter'];

/** Runs `callback` once the page has loaded and the browser is idle (a moment later where it cannot tell). */
function whenIdle(callback: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(callback, { timeout: 2000 })
      : window.setTimeout(callback, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

function findIn(container: HTMLElement, attribute: string, id: string): HTMLElement | null {
  return container.querySelector<HTMLElement>(`[${attribute}="${CSS.escape(id)}"]`);
}

/** Gives dnd-kit the press it missed: the same event on the row (or handle) now drawn with dnd-kit. */
function replay(container: HTMLElement, press: PendingPress) {
  if (press.kind === 'key') {
    const handle = findIn(container, 'data-drag-handle', press.id);
    handle?.focus();
    handle?.dispatchEvent(
      new globalThis.KeyboardEvent('keydown', { key: press.key, code: press.code, bubbles: true, cancelable: true }),
    );
    return;
  }
  const row = findIn(container, 'data-drag-row', press.id);
  if (!row) return;
  const at = { clientX: press.x, clientY: press.y, bubbles: true, cancelable: true };
  if (press.kind === 'mouse') {
    row.dispatchEvent(new MouseEvent('mousedown', { ...at, button: 0, buttons: 1 }));
  } else if (typeof Touch === 'function') {
    const touch = new Touch({ identifier: press.identifier, target: row, clientX: press.x, clientY: press.y });
    row.dispatchEvent(
      new TouchEvent('touchstart', { ...at, touches: [touch], targetTouches: [touch], changedTouches: [touch] }),
    );
  }
}

/**
 * Loads the sidebar's drag and drop after the page is interactive: once the lists are drawn and
 * the browser is idle, or earlier when a pointer or the focus comes to them. Until then the
 * sections draw the same markup without dnd-kit (utils/drag-bindings.ts); a press already under
 * way when it arrives (a mouse button or finger held on a template, Space or Enter on a drag
 * handle) is handed on to it, so the drag starts as it would have. Returns the module (undefined
 * until it arrives) and the props for the element around the sections.
 */
export function useSidebarDnd(isListed: boolean) {
  const [dnd, setDnd] = useState<SidebarDndModule | undefined>(sidebarDnd.get);
  const containerRef = useRef<HTMLDivElement>(null);
  const pending = useRef<PendingPress | null>(null);

  /**
   * Fetches dnd-kit; `isUrgent` (a pointer or the focus is on the lists) mounts it at once, else
   * in a later idle moment than its evaluation, as a transition drawn in small slices: arriving
   * adds no long task to the page's first seconds.
   */
  const load = useCallback((isUrgent: boolean) => {
    sidebarDnd.load().then(
      (module) => {
        if (isUrgent) setDnd(module);
        else whenIdle(() => startTransition(() => setDnd(module)));
      },
      () => {},
    );
  }, []);
  const loadNow = useCallback(() => load(true), [load]);

  useEffect(() => (dnd || !isListed ? undefined : whenIdle(() => load(false))), [dnd, isListed, load]);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!dnd || !container) return;
    const press = pending.current;
    pending.current = null;
    if (!press) return;
    // Once dnd-kit has registered the rows and they have taken its listeners.
    const timer = window.setTimeout(() => replay(container, press), 0);
    return () => window.clearTimeout(timer);
  }, [dnd]);

  const forget = useCallback(() => {
    pending.current = null;
  }, []);
  useEffect(() => {
    if (dnd) return;
    const types = ['pointerup', 'pointercancel', 'touchend', 'touchcancel'] as const;
    for (const type of types) window.addEventListener(type, forget, true);
    return () => {
      for (const type of types) window.removeEventListener(type, forget, true);
    };
  }, [dnd, forget]);

  const containerProps = dnd
    ? { ref: containerRef }
    : {
        ref: containerRef,
        onPointerOver: loadNow,
        onFocus: loadNow,
        onPointerDown: (event: PointerEvent) => {
          loadNow();
          const row = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-drag-row]') : null;
          const id = row?.dataset.dragRow;
          // A press the row's own controls took (a menu trigger) never reaches dnd-kit either.
          if (!id || event.defaultPrevented || event.button !== 0) return;
          pending.current =
            event.pointerType === 'touch'
              ? { kind: 'touch', id, x: event.clientX, y: event.clientY, identifier: event.pointerId }
              : { kind: 'mouse', id, x: event.clientX, y: event.clientY };
        },
        onKeyDown: (event: KeyboardEvent) => {
          const handle =
            event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[data-drag-handle]') : null;
          const id = handle?.dataset.dragHandle;
          if (!id || !PICK_UP_CODES.includes(event.code)) return;
          event.preventDefault();
          pending.current = { kind: 'key', id, key: event.key, code: event.code };
          loadNow();
        },
      };
  return { dnd, containerProps };
}
