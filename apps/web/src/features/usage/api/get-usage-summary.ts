import { type UsageSummary, usageSummarySchema } from '@filldeck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/usage/summary: AI usage totals, per model and per day for 30 days. */
export async function getUsageSummary(signal?: AbortSignal): Promise<UsageSummary> {
  const data = await apiRequest('/api/usage/summary', { signal });
  return parseResponse(data, import.meta.env.DEV && usageSummarySchema);
}

export function usageSummaryQueryOptions() {
  return queryOptions({ queryKey: queryKeys.usage.summary(), queryFn: ({ signal }) => getUsageSummary(signal) });
}

export function useUsageSummary() {
  return useQuery(usageSummaryQueryOptions());
}
