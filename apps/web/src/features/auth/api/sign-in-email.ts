import { apiRequest } from '#lib/api-client.ts';

export interface SignInEmailInput {
  email: string;
  password: string;
}

/** better-auth email sign-in: sets the session cookie, refuses unverified emails (403). */
export async function signInEmail(input: SignInEmailInput): Promise<void> {
  await apiRequest('/api/auth/sign-in/email', { method: 'POST', body: { ...input } });
}
