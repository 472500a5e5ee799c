import { createdTemplateResponseSchema, type PrebuiltTemplate } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { idempotentCreate } from '#lib/idempotent-create.ts';
import { safeParseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

export interface CreatePrebuiltTemplateInput {
  definition: PrebuiltTemplate;
  /** The name the user confirmed in Set Template Name. */
  name: string;
}

/**
 * POST /api/create_prebuilt_template: the server creates the template with the confirmed name, a
 * section per default component (the user's own component of that title, else a new one; those
 * the plan has no room for are left out), the ad-hoc fields and the instructions. Resolves to the
 * template's id, or null when the answer carries none.
 */
export async function createPrebuiltTemplate(
  { definition, name }: CreatePrebuiltTemplateInput,
  options: { idempotencyKey?: string } = {},
): Promise<string | null> {
  const { title, defaultComponents, defaultAdHocFields, defaultAIInstructions } = definition;
  const data = await apiRequest('/api/create_prebuilt_template', {
    method: 'POST',
    // fitToPlan: what the plan has no room for is left out, as Set Template Name said beforehand.
    body: { title, defaultComponents, defaultAdHocFields, defaultAIInstructions, name, fitToPlan: true },
    ...options,
  });
  return safeParseResponse(data, import.meta.env.DEV && createdTemplateResponseSchema)?.templateId ?? null;
}

export function useCreatePrebuiltTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    ...idempotentCreate((input: CreatePrebuiltTemplateInput, idempotencyKey) =>
      createPrebuiltTemplate(input, { idempotencyKey }),
    ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.templates.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.components.all }),
      ]),
  });
}
