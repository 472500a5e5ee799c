import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../api-client.ts';
import { type DeleteKind, deleteQueue } from './delete-queue.ts';

export interface UndoableDeleteOptions {
  kind: DeleteKind;
  /** The DELETE request's path for an id. */
  path: (id: string) => string;
  /** What the toast calls the item, read from the cache. */
  nameOf: (queryClient: QueryClient, id: string) => string;
  /** Removes the item (and what goes with it) from the cached lists; returns how to put it back. */
  hide: (queryClient: QueryClient, id: string) => () => void;
  /** What to refresh after the delete, or after Undo. */
  affects: readonly QueryKey[];
  /** The text shown when the server refused the delete. */
  failureText: (error: unknown) => string;
}

/**
 * The one delete path of templates, projects and components: the mutation hides the item at once
 * and starts its undo window (the toaster shows "… deleted" with Undo); the DELETE is sent when the
 * toast closes, or on pagehide. It resolves as soon as the item is hidden. A 404 on send means it
 * is gone already.
 */
export function useUndoableDelete(options: UndoableDeleteOptions) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(options.affects.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);

  return useMutation({
    mutationFn: async (id: string) => {
      const name = options.nameOf(queryClient, id);
      await Promise.all(options.affects.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const putBack = options.hide(queryClient, id);
      deleteQueue.schedule({
        kind: options.kind,
        id,
        name,
        send: async ({ keepalive }) => {
          try {
            await apiRequest(options.path(id), { method: 'DELETE', keepalive });
          } catch (error) {
            if (!isApiError(error, 404)) throw error;
          }
        },
        restore: () => {
          putBack();
          void refresh();
        },
        onDeleted: () => void refresh(),
        failureText: options.failureText,
      });
    },
  });
}
