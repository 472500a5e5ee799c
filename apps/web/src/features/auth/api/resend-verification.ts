import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';

/**
 * Sends the verification mail again. The server answers the same whether or not such an
 * unverified account exists (nothing leaks), and throttles it like sign-in (429).
 */
export async function resendVerification(email: string): Promise<void> {
  await apiRequest('/api/auth/send-verification-email', { method: 'POST', body: { email } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
