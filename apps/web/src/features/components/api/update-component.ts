import { type Component, type ComponentRequest, componentResponseSchema, type ListedComponent } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

export interface UpdateComponentInput {
  componentId: string;
  values: ComponentRequest;
}

/** Save Information: PUT /api/components/:id with the title and fields. 403 when locked or over the limit. */
export async function updateComponent({ componentId, values }: UpdateComponentInput): Promise<Component> {
  const data = await apiRequest(`/api/components/${encodeURIComponent(componentId)}`, {
    method: 'PUT',
    body: { ...values },
  });
  return parseResponse(data, import.meta.env.DEV && componentResponseSchema).component;
}

export function useUpdateComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComponent,
    onSuccess: (component) => {
      // Show the saved version at once (keeping the server's order and locks), then refresh.
      queryClient.setQueryData<ListedComponent[]>(queryKeys.components.list(), (list) =>
        list?.map((item) =>
          item.id === component.id ? { ...component, locked: item.locked, usedIn: item.usedIn } : item,
        ),
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.components.all });
    },
  });
}
