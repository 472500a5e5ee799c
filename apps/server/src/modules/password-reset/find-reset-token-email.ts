import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, verifications } from '../../db/schema.ts';
import { hashResetIdentifier } from '../../lib/auth/reset-tokens.ts';

/**
 * The email of the account a password-reset token belongs to, when the token exists and has
 * not expired; null otherwise. Reads only: the token stays usable for the reset itself.
 */
export async function findResetTokenEmail(db: Db, token: string, now: Date = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(and(eq(verifications.identifier, hashResetIdentifier(token)), gt(verifications.expiresAt, now)))
    .limit(1);
  return row?.email ?? null;
}
