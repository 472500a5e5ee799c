import { apiRequest } from '#lib/api-client.ts';

/** POST /api/logout (docs/auth-contract.md): clears FillDeck's session cookie. */
export async function logoutSession(): Promise<void> {
  await apiRequest('/api/logout', { method: 'POST' });
}
