import { apiRequest } from '#lib/api-client.ts';

/**
 * A short-lived id token (JWT signed by FillDeck) for the current session. Checked by hand (a
 * non-empty string, as the zod schema here used to): connecting the extension runs from the
 * dashboard's first load, which carries no zod.
 */
export async function getIdToken(): Promise<string> {
  const data: unknown = await apiRequest('/api/auth/token');
  const token = typeof data === 'object' && data !== null ? (data as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || token === '') throw new Error('The server sent no id token.');
  return token;
}
