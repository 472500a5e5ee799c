import type { UsageRecord } from '@filldeck/shared';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { autofillUsage, modelFillReservations, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/new-id.ts';
import { NOT_SIGNED_IN } from '../../lib/require-user.ts';
import { refreshBalance } from '../account/refresh-balance.ts';
import { EVENTS_CHANNEL } from '../events/publish-event.ts';
import { notEnoughCredits } from './not-enough-credits.ts';
import { heldReservation } from './reserve-model-credits.ts';
import { toUsageRecord } from './to-usage-record.ts';
import { rollupUpserts } from './usage-rollups.ts';

const count = z.number().int().min(0).max(2_000_000_000);

export const spendInputSchema = z.object({
  userId: z.string().min(1),
  templateName: z.string().max(200),
  model: z.string().min(1).max(100),
  balanceUsed: count,
  filledFields: count,
  status: z.string().min(1).max(50),
  promptTokens: count,
  completionTokens: count,
  totalTokens: count,
  idempotencyKey: z.string().min(1).max(200).optional(),
  /** What the caller answered, kept for a replay of the same idempotency key. */
  response: z.unknown().optional(),
  /**
   * The model fill's reservation this spend settles (reserveModelCredits): released in the same
   * transaction, and the charge is cut to what is available instead of refused (the model has
   * already answered).
   */
  reservationId: z.string().min(1).max(100).optional(),
});
export type SpendInput = z.input<typeof spendInputSchema>;

export interface SpendResult {
  record: UsageRecord;
  /** The balance after this spend (for a replay: the balance now). */
  balance: number;
  /** True when the idempotency key had been used: nothing was spent again. */
  replayed: boolean;
  /** On a replay: the response stored with the first spend (null when none was). */
  storedResponse: unknown;
}

/**
 * Records one AI fill and takes its credits off the balance in one transaction, with the user's
 * row locked `FOR UPDATE`: concurrent spends run one at a time, so the balance never goes below
 * zero. Credits a running model fill has reserved are not available to other spends. A spend
 * that does not fit is refused (402) and writes nothing; one that settles a reservation is cut
 * to what is available instead. A retry with the same idempotency key returns the first result
 * and spends nothing. The user's roll-ups (totals per model and per day, see usage-rollups.ts)
 * grow in the same transaction. The record's timestamp is taken after the lock.
 */
export interface SpendOptions {
  now?: Date;
  /** The plans page the 402's text points to (the server's public /subscription). */
  plansUrl?: string;
}

export async function spendCredits(db: Db, input: SpendInput, options: SpendOptions = {}): Promise<SpendResult> {
  const spend = spendInputSchema.parse(input);
  return db.transaction(async (tx) => {
    const user = await refreshBalance(tx, spend.userId, { now: options.now, forUpdate: true });
    if (!user) throw new AppError(401, 'NOT_SIGNED_IN', NOT_SIGNED_IN);
    // Read the clock only now that the row lock is held: spends of one user commit in timestamp
    // order, so a keyset page never skips a row that commits after it was read.
    const now = options.now ?? new Date();
    const held = await heldReservation(tx, spend.userId);
    const isSettling = held !== undefined && held.id === spend.reservationId;
    const reservedByOthers = held && !isSettling && held.expiresAt > now ? held.credits : 0;
    const available = Math.max(0, user.balance - reservedByOthers);
    if (isSettling) await tx.delete(modelFillReservations).where(eq(modelFillReservations.userId, spend.userId));
    const balanceUsed = spend.reservationId === undefined ? spend.balanceUsed : Math.min(spend.balanceUsed, available);
    const replay = async (): Promise<SpendResult | null> => {
      if (spend.idempotencyKey === undefined) return null;
      const [first] = await tx
        .select()
        .from(autofillUsage)
        .where(and(eq(autofillUsage.userId, spend.userId), eq(autofillUsage.idempotencyKey, spend.idempotencyKey)));
      return first
        ? { record: toUsageRecord(first), balance: user.balance, replayed: true, storedResponse: first.response }
        : null;
    };
    if (balanceUsed > available) {
      const earlier = await replay();
      if (earlier) return earlier;
      throw notEnoughCredits(balanceUsed, available, user, options.plansUrl);
    }
    const { reservationId: _settled, ...recorded } = { ...spend, balanceUsed };
    // A key already used makes the insert a no-op (the unique index on user and key): then it is a
    // replay. One statement on the usual path instead of a lookup before every insert.
    const [row] = await tx
      .insert(autofillUsage)
      .values({
        id: newId(),
        ...recorded,
        idempotencyKey: spend.idempotencyKey ?? null,
        response: spend.response ?? null,
        timestamp: now,
      })
      .onConflictDoNothing({ target: [autofillUsage.userId, autofillUsage.idempotencyKey] })
      .returning();
    if (!row) {
      const earlier = await replay();
      if (earlier) return earlier;
      throw new Error('spendCredits: the insert returned no row');
    }
    // The balance, both roll-ups and the two live events in one statement (data-modifying CTEs
    // run exactly once, inside this transaction): one round trip instead of five.
    const { totals, daily } = rollupUpserts(tx, recorded, now);
    const spent = tx
      .update(users)
      .set({ balance: sql`${users.balance} - ${balanceUsed}` })
      .where(eq(users.id, spend.userId))
      .returning({ balance: users.balance });
    const notices = [
      { userId: spend.userId, type: 'usage', id: row.id },
      { userId: spend.userId, type: 'user', id: spend.userId },
    ].map((notice) => sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
    // Both drivers (node-postgres, PGlite) answer a raw statement with `{ rows }`.
    const { rows } = (await tx.execute(
      sql`with totals as (${totals.getSQL()}), daily as (${daily.getSQL()}), spent as (${spent.getSQL()})
          select spent.balance, ${sql.join(notices, sql`, `)} from spent`,
    )) as unknown as { rows: Array<{ balance: number | string }> };
    const updated = rows[0];
    if (!updated) throw new Error('spendCredits: the balance update returned no row');
    return { record: toUsageRecord(row), balance: Number(updated.balance), replayed: false, storedResponse: null };
  });
}
