import { messages, normalizePlan } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { publishEvent } from '../events/publish-event.ts';
import { hasEndedAtProvider, type PaymentProvider } from './payment-provider.ts';

type UserRow = typeof users.$inferSelect;

/** Statuses in which a subscription can still be cancelled (the provider still bills it). */
const CANCELLABLE = new Set(['active', 'suspended', 'payment_failed']);

const isCancellable = (user: UserRow | undefined, subscriptionId: string) =>
  user !== undefined &&
  normalizePlan(user.plan) !== 'free' &&
  CANCELLABLE.has(user.status) &&
  user.subscriptionId === subscriptionId;

/**
 * Cancels the user's running subscription at the provider; the user keeps the plan until
 * nextBillingTime (status `pending_cancellation`), when it returns to free. Anything but the
 * user's own running subscription → 400 'No active subscription to cancel.'
 */
export async function cancelSubscription(db: Db, provider: PaymentProvider, userId: string, subscriptionId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!isCancellable(user, subscriptionId)) throw new AppError(400, messages.subscription.noActiveSubscription);
  try {
    await provider.cancelSubscription(subscriptionId, 'Cancelled by the subscriber in FillDeck');
  } catch (error) {
    // Already cancelled at the provider (e.g. on PayPal's site, its webhook not yet here): go on.
    if (!(await hasEndedAtProvider(provider, subscriptionId))) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new AppError(502, `${messages.subscription.cancellationFailed}: ${reason}`);
    }
  }
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!isCancellable(locked, subscriptionId)) return;
    const now = new Date();
    // The plan is kept until the paid period ends (nextBillingTime); without one, it ends now.
    await tx
      .update(users)
      .set({ status: 'pending_cancellation', nextBillingTime: locked?.nextBillingTime ?? now, updatedAt: now })
      .where(eq(users.id, userId));
    await publishEvent(tx, { userId, type: 'user', id: userId });
  });
}
