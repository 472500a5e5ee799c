import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Only the part of the health report the web app reads: whether Google sign-in is configured. */
const healthSchema = z.object({ google: z.boolean().catch(false) }).catch({ google: false });
export type Health = z.infer<typeof healthSchema>;

export async function getHealth(signal?: AbortSignal): Promise<Health> {
  return healthSchema.parse(await apiRequest('/api/health', { signal }));
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
