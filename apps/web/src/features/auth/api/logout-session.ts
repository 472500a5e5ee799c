import { apiRequest } from '../../../lib/api-client.ts';

/** The spec's POST /logout: clears FillDeck's session cookie. */
export async function logoutSession(): Promise<void> {
  await apiRequest('/api/logout', { method: 'POST' });
}
