import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /api/delete_template/:id/ (the spec's path, with its trailing slash). */
export async function deleteTemplate(templateId: string): Promise<void> {
  await apiRequest(`/api/delete_template/${encodeURIComponent(templateId)}/`, { method: 'DELETE' });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.templates.all }),
  });
}
