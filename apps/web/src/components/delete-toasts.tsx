import { type DeleteKind, type DeleteQueueState, deleteQueue } from '#lib/undoable-delete/delete-queue.ts';
import { Button } from './ui/button.tsx';
import { Toast, ToastAction, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './ui/toast.tsx';

/** How long a delete can be undone. */
const UNDO_WINDOW_MS = 6000;

const KIND_NAMES: Record<DeleteKind, string> = { template: 'Template', project: 'Project', component: 'Component' };

/**
 * The toasts themselves (Radix Toast), loaded by `DeleteToaster` for its first toast: a toast that
 * closes without Undo sends its DELETE.
 */
export function DeleteToasts({ pending, failures }: DeleteQueueState) {
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
