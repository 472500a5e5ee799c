import { componentsResponseSchema, type ListedComponent } from '@filldeck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { deleteQueue } from '#lib/undoable-delete/delete-queue.ts';

/**
 * The user's components, oldest first, each with `locked` derived by the server from the plan and
 * the templates that use it. Components and templates whose delete can still be undone are left out.
 */
export async function listComponents(signal?: AbortSignal): Promise<ListedComponent[]> {
  const data = await apiRequest('/api/components', { signal });
  return parseResponse(data, import.meta.env.DEV && componentsResponseSchema)
    .components.filter((c) => !deleteQueue.isPending('component', c.id))
    .map((c) => ({ ...c, usedIn: c.usedIn.filter((usage) => !deleteQueue.isPending('template', usage.id)) }));
}

export function componentsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.components.list(), queryFn: ({ signal }) => listComponents(signal) });
}

export function useComponents() {
  return useQuery(componentsQueryOptions());
}
