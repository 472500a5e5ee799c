import { type CreateTemplateRequest, createdTemplateResponseSchema } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { idempotentCreate } from '#lib/idempotent-create.ts';
import { safeParseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/**
 * POST /api/create_template. Resolves to the new template's id, or null when the server's answer
 * carries none (callers then open the list instead of the editor:
 * docs/product.md#templates-and-the-template-editor).
 */
export async function createTemplate(
  input: CreateTemplateRequest,
  options: { idempotencyKey?: string } = {},
): Promise<string | null> {
  const data = await apiRequest('/api/create_template', { method: 'POST', body: { ...input }, ...options });
  return safeParseResponse(data, import.meta.env.DEV && createdTemplateResponseSchema)?.templateId ?? null;
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    ...idempotentCreate((input: CreateTemplateRequest, idempotencyKey) => createTemplate(input, { idempotencyKey })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.templates.all }),
  });
}
