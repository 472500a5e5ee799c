import { type AutofillAppliedResponse, LOCAL_FILL_CREDITS, texts } from '@filldeck/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { autofillUsage } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { refreshBalance } from '../plan/refresh-balance.ts';
import { chargeAndCount } from './charge-and-count.ts';
import { isCounted, MERGED_STATUS, NOT_APPLIED_STATUS } from './not-applied.ts';
import { heldReservation, reservedCredits } from './reserve-model-credits.ts';

/** The keys a stored fill response proposed values for. */
function proposedKeys(response: unknown): Set<string> {
  const values = (response as { values?: unknown } | null)?.values;
  return new Set(values && typeof values === 'object' ? Object.keys(values) : []);
}

/** The proposed keys whose value was an answer the user remembered (free). */
function rememberedKeys(response: unknown): Set<string> {
  const sources = (response as { sources?: Record<string, unknown> } | null)?.sources ?? {};
  return new Set(Object.keys(sources).filter((key) => sources[key] === 'remembered'));
}

/**
 * The user applied a fill's preview (`POST /api/autofill/{fillId}/applied`): the fill is charged
 * its credit now and counts the fields applied (those of `keys` it had proposed), in one
 * transaction under the user's row lock, with the roll-ups and the live events. The preview showed
 * that the balance paid for it; when other spends took that meanwhile, the charge is cut to what
 * is available (the page already holds the values). Reporting the same fill again charges nothing
 * and answers what was counted first; a fill made before fills were charged at Apply is already
 * counted. Another user's fill is 404.
 */
export async function applyFill(
  db: Db,
  userId: string,
  fillId: string,
  keys: readonly string[],
  options: { now?: Date } = {},
): Promise<AutofillAppliedResponse> {
  return db.transaction(async (tx) => {
    const user = await refreshBalance(tx, userId, { now: options.now, forUpdate: true });
    if (!user) throw new AppError(401, 'NOT_SIGNED_IN', texts.errors.notSignedIn);
    const [row] = await tx
      .select()
      .from(autofillUsage)
      .where(and(eq(autofillUsage.id, fillId), eq(autofillUsage.userId, userId)));
    if (!row) throw new AppError(404, 'NOT_FOUND', texts.autofill.fillNotFound);
    if (row.status !== NOT_APPLIED_STATUS) {
      if (row.filledFields > 0)
        return { filledFields: row.filledFields, credits: 0, balance: user.balance, replayed: true };
      throw new AppError(400, 'BAD_REQUEST', texts.autofill.appliedNotProposed);
    }
    const proposed = proposedKeys(row.response);
    const filledFields = new Set(keys.filter((key) => proposed.has(key))).size;
    if (filledFields === 0) throw new AppError(400, 'BAD_REQUEST', texts.autofill.appliedNotProposed);
    const now = options.now ?? new Date();
    const available = Math.max(0, user.balance - reservedCredits(await heldReservation(tx, userId), now));
    // Remembered answers cost nothing: a fill that applied only those is free.
    const free = rememberedKeys(row.response);
    const paid = keys.some((key) => proposed.has(key) && !free.has(key));
    // A later step of an application: its fields join the fill it continues, at no charge.
    const step = row.continuesFillId;
    const credits = paid && !step ? Math.min(LOCAL_FILL_CREDITS, available) : 0;
    const wasCounted = isCounted(row);
    await tx
      .update(autofillUsage)
      .set({ status: step ? MERGED_STATUS : 'success', filledFields, balanceUsed: row.balanceUsed + credits })
      .where(eq(autofillUsage.id, row.id));
    if (step) {
      await tx
        .update(autofillUsage)
        .set({ filledFields: sql`${autofillUsage.filledFields} + ${filledFields}` })
        .where(and(eq(autofillUsage.id, step), eq(autofillUsage.userId, userId)));
    }
    const balance = await chargeAndCount(
      tx,
      {
        userId,
        usageId: row.id,
        model: row.model,
        balanceUsed: credits,
        filledFields,
        // A preview that cost nothing was not counted yet: it is now, with its tokens (if any); a
        // step is part of the fill it continues, not a transaction of its own.
        totalTokens: wasCounted ? 0 : row.totalTokens,
        transactions: wasCounted || step ? 0 : 1,
      },
      // The record's own day, so the day's figures add up to its records.
      row.timestamp,
    );
    return { filledFields, credits, balance, replayed: false };
  });
}
