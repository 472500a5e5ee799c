import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';

/**
 * POST /api/account/delete {confirmation}: with the account's email typed, the subscription is
 * cancelled at the provider, then the account and everything in it are deleted and the session ends.
 */
export async function deleteAccount(confirmation: string): Promise<void> {
  await apiRequest('/api/account/delete', { method: 'POST', body: { confirmation } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
