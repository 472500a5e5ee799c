import { type StoredSession, sessionItem } from './storage-items.ts';

export type { StoredSession };

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  if (!('token' in value) || !('expiresAt' in value)) return false;
  return typeof value.token === 'string' && value.token.startsWith('fdx_') && typeof value.expiresAt === 'string';
}

/** The extension session, or null when there is none or it has expired (then it is forgotten). */
export async function readSession(now = new Date()): Promise<StoredSession | null> {
  const value: unknown = await sessionItem.getValue();
  if (!isStoredSession(value)) return null;
  if (!(Date.parse(value.expiresAt) > now.getTime())) {
    await sessionItem.removeValue();
    return null;
  }
  return value;
}

export const saveSession = (session: StoredSession) => sessionItem.setValue(session);

export const forgetSession = () => sessionItem.removeValue();
