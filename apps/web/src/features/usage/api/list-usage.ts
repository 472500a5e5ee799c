import { type UsagePage, usagePageSchema } from '@filldeck/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/**
 * The server's default page (USAGE_PAGE_DEFAULT, checked by list-usage.test.ts), written out: that
 * constant lives with the billing schemas, which would bring zod into the dashboard's first load.
 */
export const USAGE_PAGE_SIZE = 20;

/** GET /api/usage?limit&cursor: one keyset page of the history, newest first. */
export async function listUsage(cursor: string | null, limit: number, signal?: AbortSignal): Promise<UsagePage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  const data = await apiRequest(`/api/usage?${params}`, { signal });
  return parseResponse(data, import.meta.env.DEV && usagePageSchema);
}

export function usageHistoryQueryOptions(limit = USAGE_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: queryKeys.usage.list(limit),
    queryFn: ({ pageParam, signal }) => listUsage(pageParam, limit, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The transaction history, a page at a time ("Load more" asks for the next). */
export function useUsageHistory(limit = USAGE_PAGE_SIZE) {
  return useInfiniteQuery(usageHistoryQueryOptions(limit));
}
