import { type FileList, fileListSchema, type StoredFile, storedFileResponseSchema } from '@filldeck/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, NETWORK_ERROR_STATUS } from './api-client.ts';
import { parseResponse } from './parse-response.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/files: the user's files, newest first, and the storage they take. */
export async function listFiles(signal?: AbortSignal): Promise<FileList> {
  return parseResponse(await apiRequest('/api/files', { signal }), import.meta.env.DEV && fileListSchema);
}

export const filesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.files, queryFn: ({ signal }) => listFiles(signal) });

export const useFiles = () => useQuery(filesQueryOptions());

/** Where the browser downloads a file from (the server answers it as an attachment). */
export const fileDownloadUrl = (id: string) => `/api/files/${encodeURIComponent(id)}`;

/**
 * POST /api/files (a new file) or PUT /api/files/{id} (new content for one the user has): the
 * file's bytes as the body, its name percent-encoded in X-File-Name.
 */
export async function uploadFile(file: File, replaceId?: string): Promise<StoredFile> {
  let response: Response;
  try {
    response = await fetch(replaceId ? fileDownloadUrl(replaceId) : '/api/files', {
      method: replaceId ? 'PUT' : 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/octet-stream',
        'X-File-Name': encodeURIComponent(file.name),
      },
      credentials: 'include',
      body: file,
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, { error: 'Network error' });
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, data);
  return parseResponse(data, import.meta.env.DEV && storedFileResponseSchema).file;
}

export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, replaceId }: { file: File; replaceId?: string }) => uploadFile(file, replaceId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.files }),
  });
}

/** DELETE /api/files/{id}: the File fields that named it are emptied by the server. */
export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(fileDownloadUrl(id), { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.files }),
        queryClient.invalidateQueries({ queryKey: queryKeys.templates.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.components.all }),
      ]),
  });
}
