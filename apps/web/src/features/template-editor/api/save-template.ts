import { type Template, templateResponseSchema, type UpdateTemplateRequest } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface SaveTemplateInput {
  templateId: string;
  body: UpdateTemplateRequest;
}

/** Save Template: PUT /api/templates/:id with the whole editable template. */
export async function saveTemplate({ templateId, body }: SaveTemplateInput): Promise<Template> {
  const data = await apiRequest(`/api/templates/${encodeURIComponent(templateId)}`, {
    method: 'PUT',
    body: { ...body },
  });
  return templateResponseSchema.parse(data).template;
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: (template) => {
      queryClient.setQueryData(queryKeys.templates.detail(template.id), template);
      // Names show in the sidebar and the lists.
      // Not awaited: the editor is up to date already; the lists refresh in the background.
      void queryClient.invalidateQueries({ queryKey: queryKeys.templates.list() });
    },
  });
}
