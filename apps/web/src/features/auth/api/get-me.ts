import { type Me, meSchema } from '@filldeck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** The signed-in user's document, or null when nobody is signed in (401). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    const data = await apiRequest('/api/me', { signal });
    return parseResponse(data, import.meta.env.DEV && meSchema);
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({ queryKey: queryKeys.me, queryFn: ({ signal }) => getMe(signal) });
}

/** Auth state of the app: `data` is the user, null when signed out, undefined while loading. */
export function useMe() {
  return useQuery(meQueryOptions());
}
