import { type YourDetails, yourDetailsSchema } from '@filldeck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/your-details: each group's component, the values to start from, the components owned. */
export async function getYourDetails(signal?: AbortSignal): Promise<YourDetails> {
  return yourDetailsSchema.parse(await apiRequest('/api/your-details', { signal }));
}

export function yourDetailsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.components.yourDetails(),
    queryFn: ({ signal }) => getYourDetails(signal),
  });
}

export function useYourDetails() {
  return useQuery(yourDetailsQueryOptions());
}
