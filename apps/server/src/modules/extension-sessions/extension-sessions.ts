import type { ExtensionSessionInfo } from '@filldeck/shared';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { extensionSessions } from '../../db/schema.ts';
import { newId } from '../../lib/new-id.ts';
import { EXTENSION_SESSION_DAYS, hashExtensionToken, newExtensionToken } from './extension-token.ts';

const DAY_MS = 86_400_000;
/** Last use is written at most this often per session (not on every request). */
const TOUCH_EVERY_MS = 60_000;

/** Starts an extension session for the user: the token is returned once and kept only as a hash. */
export async function createExtensionSession(db: Db, userId: string, browser: string, now = new Date()) {
  const token = newExtensionToken();
  const expiresAt = new Date(now.getTime() + EXTENSION_SESSION_DAYS * DAY_MS);
  await db.insert(extensionSessions).values({
    id: newId(),
    userId,
    tokenHash: hashExtensionToken(token),
    browser,
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The user a bearer token belongs to, or null when it is unknown, revoked or expired. Using a
 * session moves its expiry on (sliding) and records the last use, at most once a minute.
 */
export async function userOfExtensionToken(db: Db, token: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ id: extensionSessions.id, userId: extensionSessions.userId, lastUsedAt: extensionSessions.lastUsedAt })
    .from(extensionSessions)
    .where(and(eq(extensionSessions.tokenHash, hashExtensionToken(token)), gt(extensionSessions.expiresAt, now)));
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(extensionSessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + EXTENSION_SESSION_DAYS * DAY_MS) })
      .where(eq(extensionSessions.id, row.id));
  }
  return row.userId;
}

/** The user's connected browsers, most recently used first (expired ones are dropped on the way). */
export async function listExtensionSessions(db: Db, userId: string, now = new Date()): Promise<ExtensionSessionInfo[]> {
  await db
    .delete(extensionSessions)
    .where(and(eq(extensionSessions.userId, userId), lt(extensionSessions.expiresAt, now)));
  const rows = await db
    .select()
    .from(extensionSessions)
    .where(eq(extensionSessions.userId, userId))
    .orderBy(desc(extensionSessions.lastUsedAt), desc(extensionSessions.id));
  return rows.map((r) => ({
    id: r.id,
    browser: r.browser,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt.toISOString(),
  }));
}

/** Revokes one of the user's extension sessions; false when there is no such session of theirs. */
export async function revokeExtensionSession(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(extensionSessions)
    .where(and(eq(extensionSessions.id, id), eq(extensionSessions.userId, userId)))
    .returning({ id: extensionSessions.id });
  return deleted.length > 0;
}

/** Ends the session a token names (the extension signing out, or LOGOUT on the dashboard). */
export async function endExtensionSession(db: Db, token: string): Promise<void> {
  await db.delete(extensionSessions).where(eq(extensionSessions.tokenHash, hashExtensionToken(token)));
}
