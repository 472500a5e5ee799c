import { type StructureResumeResponse, structureResumeResponseSchema } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** POST /api/resume/structure: the server's model reads the résumé's text (charged as a fill). */
export async function structureResume(text: string): Promise<StructureResumeResponse> {
  const data = await apiRequest('/api/resume/structure', { method: 'POST', body: { text } });
  return parseResponse(data, import.meta.env.DEV && structureResumeResponseSchema);
}

export function useStructureResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: structureResume,
    // The balance and the history changed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.usage.all }),
      ]),
  });
}
