import { texts, type UsageRecord } from '@filldeck/shared';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { autofillUsage, modelFillReservations, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/new-id.ts';
import { preparedRaw } from '../../lib/prepared-raw.ts';
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
  if (spend.reservationId === undefined && !isCounted(spend)) {
    const recorded = await recordUncounted(db, spend, options.now ?? new Date());
    if (recorded) return recorded;
  }
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

type Spend = z.output<typeof spendInputSchema>;

/**
 * The usual path of a spend that takes no credits and counts nothing yet (a preview that is not
 * applied, see not-applied.ts): its record written in one statement, under the user's row lock
 * (`FOR UPDATE` in a CTE), only when nothing else has to be decided: no credit refresh or plan
 * end due, `mustAfford` available beside live reservations, and the idempotency key not used yet.
 * Null when it wrote nothing: the caller's transaction then decides as before (a refresh, a 402,
 * a replay). One round trip instead of five; one statement commits whole or not at all.
 */
function recordUncountedStatement() {
  const p = (name: string) => sql.placeholder(name);
  const at = sql`${p('at')}::timestamptz`;
  const paidPlanOver = sql`coalesce(owner.status = 'pending_cancellation' and owner.next_billing_time <= ${at}, false)`;
  return sql`with owner as (
      select ${users.balance} as balance, ${users.status} as status, ${users.nextBillingTime} as next_billing_time,
        ${users.nextRefresh} as next_refresh
      from ${users} where ${users.id} = ${p('userId')} for update
    ), held as (
      select coalesce(sum(${modelFillReservations.credits}) filter (where ${modelFillReservations.expiresAt} > ${at}), 0) as credits
      from ${modelFillReservations} where ${modelFillReservations.userId} = ${p('userId')}
    ), recorded as (
      insert into ${autofillUsage} (id, user_id, template_name, model, balance_used, filled_fields, status, timestamp,
        prompt_tokens, completion_tokens, total_tokens, idempotency_key, response, site, continues_fill_id)
      select ${p('id')}::text, ${p('userId')}::text, ${p('templateName')}::text, ${p('model')}::text,
        ${p('balanceUsed')}::integer, ${p('filledFields')}::integer, ${p('status')}::text, ${at},
        ${p('promptTokens')}::integer, ${p('completionTokens')}::integer, ${p('totalTokens')}::integer,
        ${p('idempotencyKey')}::text, ${p('response')}::jsonb, ${p('site')}::text, ${p('continuesFillId')}::text
      from owner, held
      where owner.next_refresh > ${at} and not ${paidPlanOver}
        and greatest(owner.balance - held.credits, 0) >= ${p('needed')}::integer
      on conflict (user_id, idempotency_key) do nothing
      returning id
    )
    select owner.balance from owner, recorded`;
}

async function recordUncounted(db: Db, spend: Spend, now: Date): Promise<SpendResult | null> {
  const id = spend.id ?? newId();
  const statement = preparedRaw<{ balance: number | string }>(
    db,
    'filldeck_record_uncounted',
    recordUncountedStatement,
  );
  const [row] = await statement.execute({
    at: now.toISOString(),
    userId: spend.userId,
    id,
    templateName: spend.templateName,
    model: spend.model,
    balanceUsed: spend.balanceUsed,
    filledFields: spend.filledFields,
    status: spend.status,
    promptTokens: spend.promptTokens,
    completionTokens: spend.completionTokens,
    totalTokens: spend.totalTokens,
    idempotencyKey: spend.idempotencyKey ?? null,
    response: spend.response === undefined ? null : JSON.stringify(spend.response),
    site: spend.site ?? null,
    continuesFillId: spend.continuesFillId ?? null,
    needed: spend.balanceUsed + (spend.mustAfford ?? 0),
  });
  if (!row) return null;
  const record = toUsageRecord({
    id,
    userId: spend.userId,
    templateName: spend.templateName,
    model: spend.model,
    balanceUsed: spend.balanceUsed,
    filledFields: spend.filledFields,
    status: spend.status,
    timestamp: now,
    promptTokens: spend.promptTokens,
    completionTokens: spend.completionTokens,
    totalTokens: spend.totalTokens,
    idempotencyKey: spend.idempotencyKey ?? null,
    site: spend.site ?? null,
    continuesFillId: spend.continuesFillId ?? null,
  });
  return { record, balance: Number(row.balance), replayed: false, storedResponse: null };
}
