import { type YourDetails, yourDetailsSchema } from '@filldeck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/your-details: each group's component, the values to start from, the components owned. */
export async function getYourDetails(signal?: AbortSignal): Promise<YourDetails> {
  return parseResponse(await apiRequest('/api/your-details', { signal }), import.meta.env.DEV && yourDetailsSchema);
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
