import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { completeSignIn } from '../utils/complete-sign-in.ts';
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

export interface VerifyEmailOutcome {
  result: VerifyEmailResult;
  /** The link signed this browser in, and the sign-in was handed to the extension. */
  isSignedIn: boolean;
}

/**
 * Verifies, then finishes the sign-in the verification opened (the server signs in the browser
 * that opens a fresh link from FillDeck's own page): the same session exchange and extension
 * handoff as a log-in. Without that session (an older browser, a link used before) the page asks
 * the user to log in instead.
 */
export async function verifyEmailAndSignIn(token: string, queryClient: QueryClient): Promise<VerifyEmailOutcome> {
  const result = await verifyEmail(token);
  if (result !== 'verified') return { result, isSignedIn: false };
  const isSignedIn = await completeSignIn(queryClient).then(
    () => true,
    () => false,
  );
  return { result, isSignedIn };
}

export function verifyEmailQueryOptions(token: string, queryClient: QueryClient) {
  return queryOptions({
    queryKey: queryKeys.verifyEmail(token),
    queryFn: () => verifyEmailAndSignIn(token, queryClient),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export function useVerifyEmail(token: string) {
  return useQuery(verifyEmailQueryOptions(token, useQueryClient()));
}
