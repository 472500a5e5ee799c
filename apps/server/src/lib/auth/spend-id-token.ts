import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usedIdTokens } from '../../db/schema.ts';

/**
 * Marks an id token used (its `jti`, kept until it expires); false when it already was. One
 * statement decides, so two exchanges of the same token at once cannot both win.
 */
export async function spendIdToken(db: Db, jti: string, expiresAt: Date, now = new Date()): Promise<boolean> {
  await db.delete(usedIdTokens).where(lt(usedIdTokens.expiresAt, now));
  const inserted = await db
    .insert(usedIdTokens)
    .values({ jti, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: usedIdTokens.jti });
  return inserted.length === 1;
}
