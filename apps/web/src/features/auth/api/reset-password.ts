import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';

export interface ResetPasswordInput {
  oobCode: string;
  newPassword: string;
}

/** Sets the new password; every session of the user ends. */
export async function resetPassword({ oobCode, newPassword }: ResetPasswordInput): Promise<void> {
  await apiRequest('/api/auth/reset-password', { method: 'POST', body: { token: oobCode, newPassword } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
