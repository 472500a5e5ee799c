import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { isEmailAlreadyVerified } from '../utils/map-auth-error.ts';

/** `verified` by this link, or `already-verified` when the link had been used before. */
export type VerifyEmailResult = 'verified' | 'already-verified';

/**
 * Consumes an email verification token. It is a query (not a mutation) so that React's strict
 * mode double mount and re-renders share one request: a token works only once. No abort signal
 * is passed on purpose, so an unmount cannot cancel and repeat it. A re-opened link is not a
 * failure: the account is verified (EMAIL_ALREADY_VERIFIED); any other error stays an error.
 */
export async function verifyEmail(token: string): Promise<VerifyEmailResult> {
  const search = new URLSearchParams({ token });
  try {
    await apiRequest(`/api/auth/verify-email?${search}`);
    return 'verified';
  } catch (error) {
    if (isEmailAlreadyVerified(error)) return 'already-verified';
    throw error;
  }
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
