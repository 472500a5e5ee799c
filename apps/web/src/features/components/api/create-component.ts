import { type ComponentRequest, createdComponentResponseSchema } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { idempotentCreate } from '#lib/idempotent-create.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** POST /api/create_component; 403 with a 'limit' message over the plan's component or field limit. */
export async function createComponent(
  input: ComponentRequest,
  options: { idempotencyKey?: string } = {},
): Promise<string> {
  const data = await apiRequest('/api/create_component', { method: 'POST', body: { ...input }, ...options });
  return parseResponse(data, import.meta.env.DEV && createdComponentResponseSchema).componentId;
}

export function useCreateComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...idempotentCreate((input: ComponentRequest, idempotencyKey) => createComponent(input, { idempotencyKey })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.components.all }),
  });
}
