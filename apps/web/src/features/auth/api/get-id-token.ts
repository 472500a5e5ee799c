import { z } from 'zod';
import { apiRequest } from '#lib/api-client.ts';

const tokenSchema = z.object({ token: z.string().min(1) });

/** A short-lived id token (JWT signed by FillDeck) for the current session. */
export async function getIdToken(): Promise<string> {
  const data = tokenSchema.parse(await apiRequest('/api/auth/token'));
  return data.token;
}
