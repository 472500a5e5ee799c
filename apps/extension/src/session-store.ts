import type { ExtensionProfile } from '@filldeck/shared/extension-contract';

/** What the extension keeps between browser restarts: its token and who it belongs to. */
export interface StoredSession {
  token: string;
  expiresAt: string;
  profile: ExtensionProfile;
}

/** The part of `browser.storage.local` the session needs (a fake in tests). */
export interface KeyValueStore {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
}

const KEY = 'filldeck:session';

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.token === 'string' && v.token.startsWith('fdx_') && typeof v.expiresAt === 'string';
}

/** The extension session, or null when there is none or it has expired (then it is forgotten). */
export async function readSession(store: KeyValueStore, now = new Date()): Promise<StoredSession | null> {
  const value = (await store.get(KEY))[KEY];
  if (!isStoredSession(value)) return null;
  if (!(Date.parse(value.expiresAt) > now.getTime())) {
    await store.remove(KEY);
    return null;
  }
  return value;
}

export const saveSession = (store: KeyValueStore, session: StoredSession) => store.set({ [KEY]: session });

export const forgetSession = (store: KeyValueStore) => store.remove(KEY);
