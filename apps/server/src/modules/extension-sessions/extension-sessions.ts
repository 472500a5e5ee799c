import type { ExtensionSessionInfo } from '@filldeck/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { extensionSessions } from '../../db/schema.ts';
import { extensionSessionExpiry, hashExtensionToken, newExtensionToken } from '../../lib/auth/extension-token.ts';
import { newId } from '../../lib/new-id.ts';

/** Starts an extension session for the user: the token is returned once and kept only as a hash. */
export async function createExtensionSession(db: Db, userId: string, browser: string, now = new Date()) {
  const token = newExtensionToken();
  const expiresAt = extensionSessionExpiry(now);
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
