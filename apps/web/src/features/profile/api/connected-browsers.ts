import { type ExtensionSessionInfo, extensionSessionListSchema } from '@filldeck/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/extension/sessions: the browsers the extension is signed in on, last used first. */
export async function listConnectedBrowsers(signal?: AbortSignal): Promise<ExtensionSessionInfo[]> {
  return parseResponse(
    await apiRequest('/api/extension/sessions', { signal }),
    import.meta.env.DEV && extensionSessionListSchema,
  ).sessions;
}

export function useConnectedBrowsers() {
  return useQuery({ queryKey: queryKeys.extensionSessions, queryFn: ({ signal }) => listConnectedBrowsers(signal) });
}

/** DELETE /api/extension/sessions/:id: that browser's extension is signed out at once. */
export async function revokeConnectedBrowser(id: string): Promise<void> {
  await apiRequest(`/api/extension/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeConnectedBrowser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeConnectedBrowser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.extensionSessions }),
  });
}
