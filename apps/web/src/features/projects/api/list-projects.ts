import { type Project, projectsResponseSchema } from '@filldeck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { deleteQueue } from '#lib/undoable-delete/delete-queue.ts';

/** GET /api/projects: the signed-in user's projects, newest first (those whose delete can still be undone left out). */
export async function listProjects(signal?: AbortSignal): Promise<Project[]> {
  const data = await apiRequest('/api/projects', { signal });
  return parseResponse(data, import.meta.env.DEV && projectsResponseSchema).projects.filter(
    (p) => !deleteQueue.isPending('project', p.id),
  );
}

export function projectsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.projects.list(), queryFn: ({ signal }) => listProjects(signal) });
}

export function useProjects() {
  return useQuery(projectsQueryOptions());
}
