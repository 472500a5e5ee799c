import { healthSchema } from '@filldeck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** The part of the health report the web app reads: whether Google sign-in is configured. */
export async function getHealth(signal?: AbortSignal): Promise<{ google: boolean }> {
  const data = await apiRequest('/api/health', { signal });
  return parseResponse(data, import.meta.env.DEV && healthSchema.pick({ google: true }));
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.health,
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 5 * 60_000,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
