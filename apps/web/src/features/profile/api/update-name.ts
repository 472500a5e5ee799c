import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** better-auth's POST /api/auth/update-user {name}; 400 INVALID_NAME with the reason. */
export async function updateName(name: string): Promise<void> {
  await apiRequest('/api/auth/update-user', { method: 'POST', body: { name } });
}

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
