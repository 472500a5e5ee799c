import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { extensionSessions } from '../../db/schema.ts';

/**
 * Ends every extension session of a user: a password reset, or a password change that signs out
 * the other sessions, ends the extension's bearer tokens with the cookie sessions.
 */
export async function endExtensionSessions(db: Db, userId: string): Promise<void> {
  await db.delete(extensionSessions).where(eq(extensionSessions.userId, userId));
}
