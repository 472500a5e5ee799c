import { confirmsAccountDeletion, normalizePlan, texts } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pendingCancellations, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { forgetResetTokens } from '../../lib/auth/reset-tokens.ts';
import { hasEndedAtProvider, type PaymentProvider } from '../billing/payment-provider.ts';

/** Statuses in which the provider may still bill the user's subscription (or could resume it). */
const MAY_BILL = new Set(['active', 'suspended', 'payment_failed', 'pending_cancellation']);

/**
 * Deletes the user's account and everything in it, when `confirmation` is the account's email
 * (else 400 'Type your email address to confirm.'). Every subscription the provider might still
 * bill (the current one, and replaced ones whose cancel is pending) is cancelled there first; if
 * one cannot be, nothing is deleted (502). Then the user row goes, and with it (foreign keys, on
 * delete cascade) sessions, sign-in accounts, extension sessions, projects, templates, components,
 * remembered answers, AI usage, usage figures and sandbox subscriptions; reset tokens and pending
 * cancels are removed.
 */
export async function deleteAccount(db: Db, provider: PaymentProvider, userId: string, confirmation: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(404, 'NOT_FOUND', texts.account.deleteFailed);
  if (!confirmsAccountDeletion(confirmation, user.email)) {
    throw new AppError(400, 'BAD_REQUEST', texts.account.confirmDeletionWithEmail);
  }
  const toCancel = new Set<string>();
  if (user.subscriptionId && normalizePlan(user.plan) !== 'free' && MAY_BILL.has(user.status)) {
    toCancel.add(user.subscriptionId);
  }
  const pending = await db
    .select({ id: pendingCancellations.subscriptionId })
    .from(pendingCancellations)
    .where(eq(pendingCancellations.userId, userId));
  for (const { id } of pending) toCancel.add(id);
  for (const id of toCancel) {
    try {
      await provider.cancelSubscription(id, 'Account deleted in FillDeck');
    } catch {
      if (!(await hasEndedAtProvider(provider, id)))
        throw new AppError(502, 'UPSTREAM_FAILED', texts.account.subscriptionNotCancelled);
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(pendingCancellations).where(eq(pendingCancellations.userId, userId));
    await forgetResetTokens(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });
}
