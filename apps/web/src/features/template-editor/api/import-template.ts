import { createdTemplateResponseSchema, type TemplateExport } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { idempotentCreate } from '#lib/idempotent-create.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/**
 * POST /api/templates/import with an export document: creates the template and its components.
 * 403 with a 'limit' message when the plan has no room.
 */
export async function importTemplate(doc: TemplateExport, options: { idempotencyKey?: string } = {}): Promise<string> {
  const data = await apiRequest('/api/templates/import', { method: 'POST', body: { ...doc }, ...options });
  return parseResponse(data, import.meta.env.DEV && createdTemplateResponseSchema).templateId;
}

export function useImportTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    ...idempotentCreate((doc: TemplateExport, idempotencyKey) => importTemplate(doc, { idempotencyKey })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.templates.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.components.all }),
      ]),
  });
}
