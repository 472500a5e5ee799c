import { type AutofillResponse, autofillResponseSchema } from '@filldeck/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { autofillUsage, users } from '../../db/schema.ts';

/**
 * The answer an earlier fill with this Idempotency-Key gave, with the balance as it is now, or
 * null. Checked before any work, so a retried request asks no model and spends nothing again.
 * (spendCredits checks the key again under the row lock for two requests racing.)
 */
export async function findReplay(db: Db, userId: string, key: string): Promise<AutofillResponse | null> {
  const [row] = await db
    .select({ response: autofillUsage.response, balance: users.balance })
    .from(autofillUsage)
    .innerJoin(users, eq(users.id, autofillUsage.userId))
    .where(and(eq(autofillUsage.userId, userId), eq(autofillUsage.idempotencyKey, key)));
  if (!row) return null;
  return asReplay(row.response, row.balance);
}

/** A stored response marked as replayed, with the current balance; null when none was stored. */
export function asReplay(stored: unknown, balance: number): AutofillResponse | null {
  const parsed = autofillResponseSchema.safeParse(stored);
  if (!parsed.success) return null;
  return { ...parsed.data, usage: { ...parsed.data.usage, balance }, replayed: true };
}
