import { createdTemplateResponseSchema } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** POST /api/templates/:id/duplicate: a copy named '<name> (copy)'; resolves to its id (null when none came back). */
export async function duplicateTemplate(templateId: string): Promise<string | null> {
  const data = await apiRequest(`/api/templates/${encodeURIComponent(templateId)}/duplicate`, { method: 'POST' });
  const parsed = createdTemplateResponseSchema.safeParse(data);
  return parsed.success ? parsed.data.templateId : null;
}

export function useDuplicateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateTemplate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.templates.all }),
  });
}
