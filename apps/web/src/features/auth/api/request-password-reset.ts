import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';

/** Asks for a reset mail; the server answers 200 whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: '/reset-password' },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
