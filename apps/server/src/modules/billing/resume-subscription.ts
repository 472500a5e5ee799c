import { normalizePlan, texts } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pendingCancellations, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { publishEvent } from '../events/publish-event.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { dropPendingCancellation } from './pending-cancellations.ts';

type UserRow = typeof users.$inferSelect;

const isResumable = (user: UserRow | undefined, subscriptionId: string, now: Date) =>
  user !== undefined &&
  normalizePlan(user.plan) !== 'free' &&
  user.status === 'pending_cancellation' &&
  user.subscriptionId === subscriptionId &&
  user.nextBillingTime !== null &&
  user.nextBillingTime > now;

/**
 * Takes back the user's cancellation while the paid period runs: the same subscription bills again
 * at the next billing date (no new checkout, nothing charged now). Possible only for a subscription
 * cancelSubscription suspended, whose cancellation at the provider is still pending; one cancelled
 * at the provider (PayPal cannot reactivate those) or whose period is over → 400
 * `texts.subscription.cannotResume`.
 */
export async function resumeSubscription(db: Db, provider: PaymentProvider, userId: string, subscriptionId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [pending] = await db
    .select()
    .from(pendingCancellations)
    .where(eq(pendingCancellations.subscriptionId, subscriptionId));
  if (!isResumable(user, subscriptionId, new Date()) || pending?.userId !== userId) {
    throw new AppError(400, 'BAD_REQUEST', texts.subscription.cannotResume);
  }
  try {
    await provider.activateSubscription(subscriptionId, 'Resumed by the subscriber in FillDeck');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError(502, 'UPSTREAM_FAILED', `${texts.subscription.resumeFailed}: ${reason}`);
  }
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!isResumable(locked, subscriptionId, new Date())) return;
    await dropPendingCancellation(tx, subscriptionId);
    await tx.update(users).set({ status: 'active', updatedAt: new Date() }).where(eq(users.id, userId));
    await publishEvent(tx, { userId, type: 'user', id: userId });
  });
}
