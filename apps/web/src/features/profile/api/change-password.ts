import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  /** Ends every other session (other browsers); this one gets a new session cookie. */
  revokeOtherSessions: boolean;
}

/** better-auth's POST /api/auth/change-password; a wrong current password → 400 INVALID_PASSWORD. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest('/api/auth/change-password', { method: 'POST', body: { ...input } });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // Signing out the other sessions signs out the extension's too (Connected browsers).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.extensionSessions }),
  });
}
