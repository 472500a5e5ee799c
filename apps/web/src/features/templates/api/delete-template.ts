import { type ListedComponent, type Template, texts } from '@filldeck/shared';
import { errorText } from '#lib/error-text.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { hideInList } from '#lib/undoable-delete/hide-in-list.ts';
import { useUndoableDelete } from '#lib/undoable-delete/use-undoable-delete.ts';

/** DELETE /api/delete_template/:id/ (the documented path, trailing slash included: docs/api-content.md). */
const deleteTemplatePath = (templateId: string) => `/api/delete_template/${encodeURIComponent(templateId)}/`;

/**
 * Deletes a template with a few seconds to undo (lib/undoable-delete): it leaves the lists at once,
 * and from the components' "Used in" too; the request is sent when the undo toast closes.
 */
export function useDeleteTemplate() {
  return useUndoableDelete({
    kind: 'template',
    path: deleteTemplatePath,
    nameOf: (queryClient, id) =>
      queryClient.getQueryData<Template[]>(queryKeys.templates.list())?.find((t) => t.id === id)?.name ??
      texts.defaults.untitledTemplate,
    hide: (queryClient, id) => {
      const putBack = hideInList<Template>(queryClient, queryKeys.templates.list(), (t) => t.id === id);
      queryClient.setQueryData<ListedComponent[]>(queryKeys.components.list(), (list) =>
        list?.map((c) => ({ ...c, usedIn: c.usedIn.filter((usage) => usage.id !== id) })),
      );
      return putBack;
    },
    affects: [queryKeys.templates.all, queryKeys.components.all],
    failureText: (error) => errorText(error, { fallback: texts.sidebar.unexpectedServerError }),
  });
}
