/** What shows that someone is at the page: a pointer moving or pressing, or a key. */
const FIRST_MOVES = ['pointerover', 'pointerdown', 'keydown'] as const;

/**
 * Calls `callback` once, at the user's first move on the page: the moment to fetch what a click
 * may soon need (a dialog, the toasts) without making the page's first load heavier. Returns a
 * function that stops listening.
 */
export function onFirstMove(callback: () => void): () => void {
  const stop = () => {
    for (const type of FIRST_MOVES) window.removeEventListener(type, moved, true);
  };
  const moved = () => {
    stop();
    callback();
  };
  for (const type of FIRST_MOVES) window.addEventListener(type, moved, { capture: true, passive: true });
  return stop;
}
