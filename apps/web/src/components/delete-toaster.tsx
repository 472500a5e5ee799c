import { useEffect, useSyncExternalStore } from 'react';
import { type DeleteKind, deleteQueue } from '#lib/undoable-delete/delete-queue.ts';
import { Button } from './ui/button.tsx';
import { Toast, ToastAction, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './ui/toast.tsx';

/** How long a delete can be undone. */
export const UNDO_WINDOW_MS = 6000;

const KIND_NAMES: Record<DeleteKind, string> = { template: 'Template', project: 'Project', component: 'Component' };

/**
 * The app's one toaster (in the signed-in shell): "<Kind> "<name>" deleted" with Undo for each
 * pending delete, and a note when a delete failed. A toast that closes without Undo sends its
 * DELETE; leaving the page sends every pending one (keepalive), and so does leaving the shell.
 */
export function DeleteToaster() {
  const { pending, failures } = useSyncExternalStore(deleteQueue.subscribe, deleteQueue.getState);

  useEffect(() => {
    const flush = () => void deleteQueue.commitAll({ keepalive: true });
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      void deleteQueue.commitAll();
    };
  }, []);

  return (
    <ToastProvider duration={UNDO_WINDOW_MS} label="Notifications">
      {pending.map((item) => (
        <Toast
          key={item.key}
          type="foreground"
          closeLabel="Dismiss"
          onOpenChange={(open) => (open ? undefined : void deleteQueue.commit(item.key))}
        >
          <ToastTitle className="min-w-0 flex-1 break-words">{`${KIND_NAMES[item.kind]} "${item.name}" deleted`}</ToastTitle>
          <ToastAction altText={`Undo: restore the ${item.kind} "${item.name}"`} asChild>
            <Button variant="secondary" size="sm" onClick={() => deleteQueue.undo(item.key)}>
              Undo
            </Button>
          </ToastAction>
        </Toast>
      ))}
      {failures.map((failure) => (
        <Toast
          key={failure.key}
          type="foreground"
          tone="error"
          closeLabel="Dismiss"
          duration={Number.POSITIVE_INFINITY}
          onOpenChange={(open) => (open ? undefined : deleteQueue.dismissFailure(failure.key))}
        >
          <div className="min-w-0 flex-1">
            <ToastTitle className="font-medium break-words">{`Could not delete "${failure.name}"`}</ToastTitle>
            <ToastDescription className="mt-0.5">{failure.message}</ToastDescription>
          </div>
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
