import { apiRequest } from '#lib/api-client.ts';

/** Ends the better-auth session (identity provider sign-out). */
export async function signOut(): Promise<void> {
  await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}
