import { type PatchTemplateRequest, type Template, templateResponseSchema } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface PatchTemplateInput {
  templateId: string;
  body: PatchTemplateRequest;
}

/**
 * PATCH /api/templates/:id with some fields only: the editor uses it to add or remove a section,
 * which is saved at once without touching unsaved edits elsewhere.
 */
export async function patchTemplate({ templateId, body }: PatchTemplateInput): Promise<Template> {
  const data = await apiRequest(`/api/templates/${encodeURIComponent(templateId)}`, {
    method: 'PATCH',
    body: { ...body },
  });
  return templateResponseSchema.parse(data).template;
}

export function usePatchTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchTemplate,
    onSuccess: (template) => {
      queryClient.setQueryData(queryKeys.templates.detail(template.id), template);
      // Not awaited: the editor is up to date already; the lists refresh in the background.
      void queryClient.invalidateQueries({ queryKey: queryKeys.templates.list() });
    },
  });
}
