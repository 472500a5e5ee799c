import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, verifications } from '../../db/schema.ts';

/**
 * How better-auth stores a verification identifier with `storeIdentifier: 'hashed'`:
 * SHA-256 of `reset-password:<token>`, base64url without padding.
 */
export function hashResetIdentifier(token: string): string {
  return createHash('sha256').update(`reset-password:${token}`).digest('base64url');
}

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
