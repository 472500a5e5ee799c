import { type Project, type Template, texts } from '@filldeck/shared';
import { errorText } from '#lib/error-text.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { hideInList } from '#lib/undoable-delete/hide-in-list.ts';
import { useUndoableDelete } from '#lib/undoable-delete/use-undoable-delete.ts';

/**
 * DELETE /api/projects/:id: the server deletes the project and its templates in one transaction.
 * With a few seconds to undo (lib/undoable-delete): the project and its templates leave the lists
 * at once; the request is sent when the undo toast closes.
 */
export function useDeleteProject() {
  return useUndoableDelete({
    kind: 'project',
    path: (projectId) => `/api/projects/${encodeURIComponent(projectId)}`,
    nameOf: (queryClient, id) =>
      queryClient.getQueryData<Project[]>(queryKeys.projects.list())?.find((p) => p.id === id)?.name ??
      texts.defaults.untitledProject,
    hide: (queryClient, id) => {
      const putBackProject = hideInList<Project>(queryClient, queryKeys.projects.list(), (p) => p.id === id);
      const putBackTemplates = hideInList<Template>(queryClient, queryKeys.templates.list(), (t) => t.projectId === id);
      return () => {
        putBackProject();
        putBackTemplates();
      };
    },
    affects: [queryKeys.projects.all, queryKeys.templates.all, queryKeys.components.all],
    failureText: (error) => errorText(error, { fallback: texts.sidebar.unexpectedServerError }),
  });
}
