import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Consumes an email verification token. It is a query (not a mutation) so that React's strict
 * mode double mount and re-renders share one request: a token works only once. No abort signal
 * is passed on purpose, so an unmount cannot cancel and repeat it.
 */
export async function verifyEmail(token: string): Promise<true> {
  const search = new URLSearchParams({ token });
  await apiRequest(`/api/auth/verify-email?${search}`);
  return true;
}

export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.verifyEmail(token),
    queryFn: () => verifyEmail(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export function useVerifyEmail(token: string) {
  return useQuery(verifyEmailQueryOptions(token));
}
