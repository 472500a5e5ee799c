import type { Project } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

export interface RenameProjectInput {
  projectId: string;
  name: string;
}

/** PATCH /api/projects/:id {name} (the server refuses a blank name). */
export async function renameProject({ projectId, name }: RenameProjectInput): Promise<void> {
  await apiRequest(`/api/projects/${encodeURIComponent(projectId)}`, { method: 'PATCH', body: { name } });
}

/** Renames at once in the cached list; rolled back if the server refuses. */
export function useRenameProject() {
  const queryClient = useQueryClient();
  const listKey = queryKeys.projects.list();
  return useMutation({
    mutationFn: renameProject,
    onMutate: async ({ projectId, name }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<Project[]>(listKey);
      queryClient.setQueryData<Project[]>(listKey, (list) =>
        list?.map((project) => (project.id === projectId ? { ...project, name } : project)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
  });
}
