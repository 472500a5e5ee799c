import { type ListedComponent, texts } from '@filldeck/shared';
import { errorCode, errorText } from '#lib/error-text.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { hideInList } from '#lib/undoable-delete/hide-in-list.ts';
import { useUndoableDelete } from '#lib/undoable-delete/use-undoable-delete.ts';

/** 'Delete failed.' unless the server refused for a reason the user can act on (a locked component). */
export function deleteComponentErrorText(error: unknown): string {
  if (errorCode(error) === 'LOCKED') return errorText(error, { fallback: texts.components.deleteFailed });
  return texts.components.deleteFailed;
}

/**
 * DELETE /api/delete_component/:id/ (the documented path, trailing slash included:
 * docs/api-content.md). The server removes the component's sections from the templates that used
 * it. With a few seconds to undo (lib/undoable-delete): it leaves the list at once; the request is
 * sent when the undo toast closes.
 */
export function useDeleteComponent() {
  return useUndoableDelete({
    kind: 'component',
    path: (componentId) => `/api/delete_component/${encodeURIComponent(componentId)}/`,
    nameOf: (queryClient, id) =>
      queryClient.getQueryData<ListedComponent[]>(queryKeys.components.list())?.find((c) => c.id === id)?.title ??
      'Component',
    hide: (queryClient, id) =>
      hideInList<ListedComponent>(queryClient, queryKeys.components.list(), (c) => c.id === id),
    affects: [queryKeys.components.all, queryKeys.templates.all],
    failureText: deleteComponentErrorText,
  });
}
