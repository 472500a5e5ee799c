import { type AiModel, aiModelSchema, texts } from '@filldeck/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { autofillUsage, modelFillReservations } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/new-id.ts';
import { refreshBalance } from '../plan/refresh-balance.ts';
import { modelFillBudget } from './model-fill-budget.ts';
import { notEnoughCredits } from './not-enough-credits.ts';

const tokens = z.number().int().min(0).max(100_000_000);

export const reserveInputSchema = z.object({
  userId: z.string().min(1),
  /** Whose credit rate applies: the template's Fast or Smart model. */
  model: aiModelSchema.transform((model) => model as AiModel),
  /** An upper bound on the prompt's tokens. */
  promptTokens: tokens,
  /** The template's cap on the completion. */
  maxTokens: tokens.min(1),
  /** How long the reservation holds if the fill never settles it (its server stopped). */
  leaseMs: z.number().int().min(1_000).max(3_600_000),
  /** The fill's Idempotency-Key: when a fill with it is already recorded, nothing is reserved. */
  idempotencyKey: z.string().min(1).max(200).optional(),
});
export type ReserveInput = z.input<typeof reserveInputSchema>;

export interface ModelFillReservation {
  id: string;
  /** The most the fill may be charged. */
  credits: number;
  /** The completion's cap that the reserved credits pay for. */
  maxTokens: number;
}

/**
 * The credits a reservation keeps from other spends at `now`: a live one's, except the one being
 * settled (`settling`, its id); an expired one (its server stopped mid-fill) keeps none.
 */
export function reservedCredits(
  held: { id: string; credits: number; expiresAt: Date } | undefined,
  now: Date,
  settling?: string,
): number {
  return held && held.id !== settling && held.expiresAt > now ? held.credits : 0;
}

/** The user's reservation, live or expired, inside the caller's transaction. */
export async function heldReservation(tx: Db, userId: string) {
  const [row] = await tx.select().from(modelFillReservations).where(eq(modelFillReservations.userId, userId));
  return row;
}

/**
 * Reserves what a model fill may cost before the model is asked, under the user's row lock (the
 * lock every spend takes): 402 when the balance cannot pay for a short answer, 409 while another
 * model fill of the user holds a live reservation (one at a time), null when a fill with the
 * same Idempotency-Key has been recorded meanwhile (the caller replays it). spendCredits settles
 * the reservation; releaseModelCredits gives it back after a failure.
 */
export async function reserveModelCredits(
  db: Db,
  input: ReserveInput,
  options: { now?: Date; plansUrl?: string } = {},
) {
  const reserve = reserveInputSchema.parse(input);
  return db.transaction(async (tx): Promise<ModelFillReservation | null> => {
    const user = await refreshBalance(tx, reserve.userId, { now: options.now, forUpdate: true });
    if (!user) throw new AppError(401, 'NOT_SIGNED_IN', texts.errors.notSignedIn);
    const now = options.now ?? new Date();
    const held = await heldReservation(tx, reserve.userId);
    if (held && held.expiresAt > now) throw new AppError(409, 'CONFLICT', texts.autofill.modelFillRunning);
    if (reserve.idempotencyKey !== undefined) {
      const [recorded] = await tx
        .select({ id: autofillUsage.id })
        .from(autofillUsage)
        .where(and(eq(autofillUsage.userId, reserve.userId), eq(autofillUsage.idempotencyKey, reserve.idempotencyKey)));
      if (recorded) return null;
    }
    const budget = modelFillBudget({ balance: user.balance, ...reserve });
    if ('needed' in budget) {
      throw notEnoughCredits(budget.needed, user.balance, user, options.plansUrl);
    }
    const row = {
      userId: reserve.userId,
      id: newId('rsv_'),
      credits: budget.credits,
      expiresAt: new Date(now.getTime() + reserve.leaseMs),
    };
    await tx
      .insert(modelFillReservations)
      .values(row)
      .onConflictDoUpdate({
        target: modelFillReservations.userId,
        set: { id: row.id, credits: row.credits, expiresAt: row.expiresAt },
      });
    return { id: row.id, credits: budget.credits, maxTokens: budget.maxTokens };
  });
}
