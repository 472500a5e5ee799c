import type { ExtensionInstallInfo } from '@filldeck/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/extension/install (public): the store listing, or this server's zip, and its version. */
export function getInstallInfo(signal?: AbortSignal): Promise<ExtensionInstallInfo> {
  return apiRequest<ExtensionInstallInfo>('/api/extension/install', { signal });
}

export function useInstallInfo() {
  return useQuery({
    queryKey: queryKeys.extensionInstall,
    queryFn: ({ signal }) => getInstallInfo(signal),
    // Set by the server's configuration and build: it does not change while a page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
