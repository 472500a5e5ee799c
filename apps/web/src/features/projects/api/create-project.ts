import { createdProjectResponseSchema } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { idempotentCreate } from '#lib/idempotent-create.ts';
import { safeParseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** POST /api/create_project {name}; resolves to the new project's id when the server sends one. */
export async function createProject(name: string, options: { idempotencyKey?: string } = {}): Promise<string | null> {
  const data = await apiRequest('/api/create_project', { method: 'POST', body: { name }, ...options });
  return safeParseResponse(data, import.meta.env.DEV && createdProjectResponseSchema)?.projectId ?? null;
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    ...idempotentCreate((name: string, idempotencyKey) => createProject(name, { idempotencyKey })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
  });
}
