import { type SavedYourDetails, type SaveYourDetailsRequest, savedYourDetailsSchema } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** PUT /api/your-details: updates or creates the standard components; says per group what it did. */
export async function saveYourDetails(input: SaveYourDetailsRequest): Promise<SavedYourDetails> {
  const data = await apiRequest('/api/your-details', { method: 'PUT', body: { values: input.values } });
  return parseResponse(data, import.meta.env.DEV && savedYourDetailsSchema);
}

export function useSaveYourDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveYourDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.components.all }),
  });
}
