import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface UpdateTemplateNameInput {
  templateId: string;
  name: string;
}

/** POST /api/update_template_name {templateId, name} (the prebuilt flow's Set Template Name). */
export async function updateTemplateName(input: UpdateTemplateNameInput): Promise<void> {
  await apiRequest('/api/update_template_name', { method: 'POST', body: { ...input } });
}

export function useUpdateTemplateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplateName,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.templates.all }),
  });
}
