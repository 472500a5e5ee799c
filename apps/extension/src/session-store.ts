import { connectHeldItem, type StoredSession, sessionItem } from './storage-items.ts';

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

/** Keeps a new session; the dashboard may connect the extension unasked again after its next end. */
export async function saveSession(session: StoredSession): Promise<void> {
  await sessionItem.setValue(session);
  await connectHeldItem.removeValue();
}

/**
 * Forgets the session (a sign-out, a logout, a session the server ended) and holds back the
 * dashboard's unasked connect until the user asks for one (connectHeldItem).
 */
export async function forgetSession(): Promise<void> {
  await sessionItem.removeValue();
  await connectHeldItem.setValue(true);
}

/** Whether a signed-in dashboard page may connect the extension without being asked. */
export const mayConnectUnasked = async () => !(await connectHeldItem.getValue());

/** The user asked to connect (the popup's Sign in) or chose another dashboard: the next dashboard page may. */
export const allowConnectUnasked = () => connectHeldItem.removeValue();
