import { healthSchema } from '@filldeck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** The part of the health report the web app reads: whether Google sign-in is configured. */
const googleStatusSchema = healthSchema.pick({ google: true });

export async function getHealth(signal?: AbortSignal): Promise<{ google: boolean }> {
  return googleStatusSchema.parse(await apiRequest('/api/health', { signal }));
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
