import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * DELETE /api/delete_component/:id/ (the spec's path, trailing slash included). Templates that used
 * the component keep their section, which then shows 'Unknown Component'.
 */
export async function deleteComponent(componentId: string): Promise<void> {
  await apiRequest(`/api/delete_component/${encodeURIComponent(componentId)}/`, { method: 'DELETE' });
}

export function useDeleteComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComponent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.components.all }),
  });
}
