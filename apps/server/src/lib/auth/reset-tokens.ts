import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verifications } from '../../db/schema.ts';

/**
 * How better-auth stores a password-reset token with `storeIdentifier: 'hashed'`:
 * SHA-256 of `reset-password:<token>`, base64url without padding. The row's value is the user id.
 */
export function hashResetIdentifier(token: string): string {
  return createHash('sha256').update(`reset-password:${token}`).digest('base64url');
}

/**
 * Ends every password-reset link of a user but the one just sent (`keep`): only the newest link
 * works, and none after a reset. Reset rows are the only verification rows whose value is a user id.
 */
export async function forgetResetTokens(db: Db, userId: string, keep?: string): Promise<void> {
  const mine = eq(verifications.value, userId);
  await db
    .delete(verifications)
    .where(keep ? and(mine, ne(verifications.identifier, hashResetIdentifier(keep))) : mine);
}
