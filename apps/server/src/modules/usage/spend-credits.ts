import { texts, type UsageRecord } from '@filldeck/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { autofillUsage, modelFillReservations } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/new-id.ts';
import { refreshBalance } from '../plan/refresh-balance.ts';
import { chargeAndCount } from './charge-and-count.ts';
import { isCounted } from './not-applied.ts';
import { notEnoughCredits } from './not-enough-credits.ts';
import { heldReservation, reservedCredits } from './reserve-model-credits.ts';
import { toUsageRecord } from './to-usage-record.ts';

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
  /** The record's id, when the caller needs it before the record is written (a fill's `fillId`). */
  id: z.string().min(1).max(100).optional(),
  /** The host name of the page filled. */
  site: z.string().max(253).nullable().optional(),
  /** The applied fill this one is a later step of (its fields are added to it at Apply). */
  continuesFillId: z.string().min(1).max(100).nullable().optional(),
  /**
   * Credits that must be available besides `balanceUsed` but are not taken now: a preview's
   * Apply, charged when the user applies it (applyFill). Not checked when settling a reservation.
   */
  mustAfford: count.optional(),
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
    if (!user) throw new AppError(401, 'NOT_SIGNED_IN', texts.errors.notSignedIn);
    // Read the clock only now that the row lock is held: spends of one user commit in timestamp
    // order, so a keyset page never skips a row that commits after it was read.
    const now = options.now ?? new Date();
    const held = await heldReservation(tx, spend.userId);
    const isSettling = held !== undefined && held.id === spend.reservationId;
    const available = Math.max(0, user.balance - reservedCredits(held, now, spend.reservationId));
    if (isSettling) await tx.delete(modelFillReservations).where(eq(modelFillReservations.userId, spend.userId));
    const balanceUsed = spend.reservationId === undefined ? spend.balanceUsed : Math.min(spend.balanceUsed, available);
    const needed = balanceUsed + (isSettling ? 0 : (spend.mustAfford ?? 0));
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
    if (needed > available) {
      const earlier = await replay();
      if (earlier) return earlier;
      throw notEnoughCredits(needed, available, user, options.plansUrl);
    }
    const {
      reservationId: _settled,
      mustAfford: _later,
      id = newId(),
      ...recorded
    } = {
      ...spend,
      balanceUsed,
    };
    // A key already used makes the insert a no-op (the unique index on user and key): then it is a
    // replay. One statement on the usual path instead of a lookup before every insert.
    const [row] = await tx
      .insert(autofillUsage)
      .values({
        id,
        ...recorded,
        site: spend.site ?? null,
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
    // A preview that cost nothing counts only once it is applied (not-applied.ts).
    if (!isCounted(recorded))
      return { record: toUsageRecord(row), balance: user.balance, replayed: false, storedResponse: null };
    const balance = await chargeAndCount(tx, { ...recorded, usageId: row.id }, now);
    return { record: toUsageRecord(row), balance, replayed: false, storedResponse: null };
  });
}
