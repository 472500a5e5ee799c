import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { extensionSessions } from '../../db/schema.ts';
import { extensionSessionExpiry, hashExtensionToken } from './extension-token.ts';

/** Last use is written at most this often per session (not on every request). */
const TOUCH_EVERY_MS = 60_000;

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
      .set({ lastUsedAt: now, expiresAt: extensionSessionExpiry(now) })
      .where(eq(extensionSessions.id, row.id));
  }
  return row.userId;
}
