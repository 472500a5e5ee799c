import { createdTemplateResponseSchema } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { idempotentCreate } from '#lib/idempotent-create.ts';
import { safeParseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** POST /api/templates/:id/duplicate: a copy named '<name> (copy)'; resolves to its id (null when none came back). */
export async function duplicateTemplate(
  templateId: string,
  options: { idempotencyKey?: string } = {},
): Promise<string | null> {
  const url = `/api/templates/${encodeURIComponent(templateId)}/duplicate`;
  const data = await apiRequest(url, { method: 'POST', ...options });
  return safeParseResponse(data, import.meta.env.DEV && createdTemplateResponseSchema)?.templateId ?? null;
}

export function useDuplicateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    ...idempotentCreate((templateId: string, idempotencyKey) => duplicateTemplate(templateId, { idempotencyKey })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.templates.all }),
  });
}
