import { normalizePlan, texts } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { publishEvent } from '../events/publish-event.ts';
import { hasEndedAtProvider, type PaymentProvider } from './payment-provider.ts';
import { recordPendingCancellation } from './pending-cancellations.ts';

type UserRow = typeof users.$inferSelect;

/** Statuses in which a subscription can still be cancelled (the provider still bills it). */
const CANCELLABLE = new Set(['active', 'suspended', 'payment_failed']);

const REASON = 'Cancelled by the subscriber in FillDeck';

const isCancellable = (user: UserRow | undefined, subscriptionId: string) =>
  user !== undefined &&
  normalizePlan(user.plan) !== 'free' &&
  CANCELLABLE.has(user.status) &&
  user.subscriptionId === subscriptionId;

/**
 * Stops the user's running subscription; the user keeps the plan until nextBillingTime (status
 * `pending_cancellation`), when it returns to free. Anything but the user's own running
 * subscription → 400 'No active subscription to cancel.'
 *
 * A paid-up (active) subscription is only suspended at the provider now, and its cancellation is
 * recorded as due when the paid period ends (cancelPending does it then), so that the subscriber
 * can resume it until then (resumeSubscription): PayPal can reactivate a SUSPENDED subscription,
 * never a CANCELLED one, and a suspended one is not billed. One already failing to pay is cancelled
 * at once, as before. A subscription that has already ended at the provider is simply marked.
 */
export async function cancelSubscription(db: Db, provider: PaymentProvider, userId: string, subscriptionId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!isCancellable(user, subscriptionId))
    throw new AppError(400, 'BAD_REQUEST', texts.subscription.noActiveSubscription);
  const isResumable = user?.status === 'active';
  let hasEnded = false;
  try {
    if (isResumable) await provider.suspendSubscription(subscriptionId, REASON);
    else await provider.cancelSubscription(subscriptionId, REASON);
  } catch (error) {
    // Already cancelled at the provider (e.g. on PayPal's site, its webhook not yet here): go on.
    hasEnded = await hasEndedAtProvider(provider, subscriptionId);
    if (!hasEnded) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new AppError(502, 'UPSTREAM_FAILED', `${texts.subscription.cancellationFailed}: ${reason}`);
    }
  }
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!isCancellable(locked, subscriptionId)) return;
    const now = new Date();
    // The plan is kept until the paid period ends (nextBillingTime); without one, it ends now.
    const endsAt = locked?.nextBillingTime ?? now;
    await tx
      .update(users)
      .set({ status: 'pending_cancellation', nextBillingTime: endsAt, updatedAt: now })
      .where(eq(users.id, userId));
    if (isResumable && !hasEnded) await recordPendingCancellation(tx, subscriptionId, userId, REASON, endsAt);
    await publishEvent(tx, { userId, type: 'user', id: userId });
  });
}
