import { type PatchTemplateRequest, type Template, templateResponseSchema } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { patchCachedTemplates } from '../utils/patch-cached-templates.ts';

export interface PatchTemplateInput {
  templateId: string;
  body: PatchTemplateRequest;
}

/**
 * PATCH /api/templates/:id with some fields only; the server answers with the whole template.
 * The one way the web app changes a template: rename, move, and the editor's Save Template.
 */
export async function patchTemplate({ templateId, body }: PatchTemplateInput): Promise<Template> {
  const data = await apiRequest(`/api/templates/${encodeURIComponent(templateId)}`, {
    method: 'PATCH',
    body: { ...body },
  });
  return parseResponse(data, import.meta.env.DEV && templateResponseSchema).template;
}

/**
 * Rename or move: the change shows in the cached template list at once and the list is put back
 * if the server refuses; either way the templates are then refetched.
 */
export function usePatchTemplate() {
  const queryClient = useQueryClient();
  const listKey = queryKeys.templates.list();
  return useMutation({
    mutationFn: patchTemplate,
    onMutate: async ({ templateId, body }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<Template[]>(listKey);
      const patch = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.projectId !== undefined ? { projectId: body.projectId } : {}),
      };
      queryClient.setQueryData<Template[]>(listKey, (list) => patchCachedTemplates(list, templateId, patch));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.templates.all }),
  });
}
