import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';

export interface SignUpEmailInput {
  name: string;
  email: string;
  password: string;
}

/** Creates the account and sends the verification mail; it does not sign the user in. */
export async function signUpEmail(input: SignUpEmailInput): Promise<void> {
  await apiRequest('/api/auth/sign-up/email', { method: 'POST', body: { ...input } });
}

export function useSignUpEmail() {
  return useMutation({ mutationFn: signUpEmail });
}
