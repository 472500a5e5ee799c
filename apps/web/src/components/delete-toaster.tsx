import { useEffect, useState, useSyncExternalStore } from 'react';
import { onDemand } from '#lib/on-demand.ts';
import { onFirstMove } from '#lib/on-first-move.ts';
import { deleteQueue } from '#lib/undoable-delete/delete-queue.ts';

// Radix Toast loads at the user's first move (a delete starts with a click), not with the page.
const radixToasts = onDemand(async () => (await import('./delete-toasts.tsx')).DeleteToasts);

/**
 * The app's one toaster (in the signed-in shell): "<Kind> "<name>" deleted" with Undo for each
 * pending delete, and a note when a delete failed. A toast that closes without Undo sends its
 * DELETE; leaving the page sends every pending one (keepalive), and so does leaving the shell.
 */
export function DeleteToaster() {
  const state = useSyncExternalStore(deleteQueue.subscribe, deleteQueue.getState);
  const hasToasts = state.pending.length > 0 || state.failures.length > 0;
  // Once here, the toasts' region stays (with Radix's F8 hotkey and live region), as it did with the page.
  const [DeleteToasts, setDeleteToasts] = useState(radixToasts.get);

  useEffect(() => {
    if (DeleteToasts) return;
    const load = () =>
      void radixToasts.load().then(
        (loaded) => setDeleteToasts(() => loaded),
        () => {},
      );
    if (hasToasts) load();
    return onFirstMove(load);
  }, [DeleteToasts, hasToasts]);
  useEffect(() => {
    const flush = () => void deleteQueue.commitAll({ keepalive: true });
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      void deleteQueue.commitAll();
    };
  }, []);

  return DeleteToasts ? <DeleteToasts pending={state.pending} failures={state.failures} /> : null;
}
