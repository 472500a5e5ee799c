import { sessionLoginResponseSchema } from '@filldeck/shared';
import { apiRequest } from '#lib/api-client.ts';

/** Exchanges an id token for a fresh cookie session; resolves to whether the server accepted it. */
export async function sessionLogin(idToken: string): Promise<boolean> {
  const data = await apiRequest('/api/firebase_session_login', { method: 'POST', body: { idToken } });
  const result = sessionLoginResponseSchema.safeParse(data);
  return result.success && result.data.success;
}
