import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { EVENTS_CHANNEL } from '../events/publish-event.ts';
import { type RolledUpSpend, rollupUpserts } from './usage-rollups.ts';

/**
 * Takes a usage record's credits off the user's balance, adds it to both roll-ups and tells the
 * user's live streams (the record and the balance changed), in one statement: data-modifying CTEs
 * run exactly once, inside the caller's transaction, which holds the user's row lock. One round
 * trip instead of five. Returns the balance after it.
 */
export async function chargeAndCount(tx: Db, spend: RolledUpSpend & { usageId: string }, at: Date): Promise<number> {
  const { totals, daily } = rollupUpserts(tx, spend, at);
  const spent = tx
    .update(users)
    .set({ balance: sql`${users.balance} - ${spend.balanceUsed}` })
    .where(eq(users.id, spend.userId))
    .returning({ balance: users.balance });
  const notices = [
    { userId: spend.userId, type: 'usage', id: spend.usageId },
    { userId: spend.userId, type: 'user', id: spend.userId },
  ].map((notice) => sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
  // Both drivers (node-postgres, PGlite) answer a raw statement with `{ rows }`.
  const { rows } = (await tx.execute(
    sql`with totals as (${totals.getSQL()}), daily as (${daily.getSQL()}), spent as (${spent.getSQL()})
        select spent.balance, ${sql.join(notices, sql`, `)} from spent`,
  )) as unknown as { rows: Array<{ balance: number | string }> };
  const updated = rows[0];
  if (!updated) throw new Error('chargeAndCount: the balance update returned no row');
  return Number(updated.balance);
}
