import { type Component, componentsResponseSchema } from '@filldeck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The user's components, oldest first, each with `locked` derived by the server from the plan. */
export async function listComponents(signal?: AbortSignal): Promise<Component[]> {
  const data = await apiRequest('/api/components', { signal });
  return componentsResponseSchema.parse(data).components;
}

export function componentsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.components.list(), queryFn: ({ signal }) => listComponents(signal) });
}

export function useComponents() {
  return useQuery(componentsQueryOptions());
}
