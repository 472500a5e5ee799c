import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

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
  return useMutation({ mutationFn: changePassword });
}
