import { verifyResetCodeResponseSchema } from '@filldeck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** Checks a password reset code without consuming it; resolves to the account's email. */
export async function verifyResetCode(oobCode: string, signal?: AbortSignal): Promise<string> {
  const data = await apiRequest('/api/verify_password_reset_code', { method: 'POST', body: { oobCode }, signal });
  return parseResponse(data, import.meta.env.DEV && verifyResetCodeResponseSchema).email;
}

export function resetCodeQueryOptions(oobCode: string) {
  return queryOptions({
    queryKey: queryKeys.resetCode(oobCode),
    queryFn: ({ signal }) => verifyResetCode(oobCode, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useResetCode(oobCode: string) {
  return useQuery(resetCodeQueryOptions(oobCode));
}
