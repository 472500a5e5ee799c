import { type Template, templatesResponseSchema } from '@filldeck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { deleteQueue } from '#lib/undoable-delete/delete-queue.ts';

/**
 * GET /api/templates: the user's templates, oldest first, locked ones marked. Templates whose
 * delete (or their project's) can still be undone are left out.
 */
export async function listTemplates(signal?: AbortSignal): Promise<Template[]> {
  const data = await apiRequest('/api/templates', { signal });
  return parseResponse(data, import.meta.env.DEV && templatesResponseSchema).templates.filter(
    (t) => !deleteQueue.isPending('template', t.id) && !(t.projectId && deleteQueue.isPending('project', t.projectId)),
  );
}

export function templatesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.templates.list(), queryFn: ({ signal }) => listTemplates(signal) });
}

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
