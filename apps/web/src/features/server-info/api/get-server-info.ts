import { type ServerInfo, serverInfoSchema } from '@filldeck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/server-info (public): whether this server has an AI model (docs/api-autofill.md). */
export async function getServerInfo(signal?: AbortSignal): Promise<ServerInfo> {
  return parseResponse(await apiRequest('/api/server-info', { signal }), import.meta.env.DEV && serverInfoSchema);
}

/** The configuration is read when the server starts: it does not change while the page is open. */
export function serverInfoQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.serverInfo,
    queryFn: ({ signal }) => getServerInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useServerInfo() {
  return useQuery(serverInfoQueryOptions());
}

/**
 * Whether to speak of AI answers as available: false only once the server has said it has no
 * model, so while it loads (or if it cannot be asked) the pages read as they always have.
 */
export function useIsModelAvailable(): boolean {
  return useServerInfo().data?.modelAvailable !== false;
}
