import { normalizePlan, PLAN_LIMITS } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { addMonths } from '../../lib/add-months.ts';
import { publishEvent } from '../events/publish-event.ts';
import { paidPlanEndChanges } from '../plan/paid-plan-end.ts';
import { publishPlanChange } from '../plan/publish-plan-change.ts';
import { refreshBalance } from '../plan/refresh-balance.ts';
import { applySubscription } from './apply-subscription.ts';
import { cycleMonths, type ProviderSubscription } from './payment-provider.ts';
import { PAYPAL_EVENTS } from './paypal-events.ts';

type Changes = Partial<typeof users.$inferInsert>;

/**
 * Applies one verified PayPal event to the user the subscription belongs to (`custom_id`), in the
 * caller's transaction, with the user's row locked. Events about a subscription that is not the
 * user's current one change nothing (an old subscription cannot end a new one). Returns the
 * subscription an activation replaced (to cancel at PayPal), or null.
 */
export async function applyPaypalEvent(tx: Db, eventType: string, sub: ProviderSubscription, now = new Date()) {
  if (!sub.customId) return { replaced: null };
  const userId = sub.customId;
  if (eventType === PAYPAL_EVENTS.activated || eventType === PAYPAL_EVENTS.updated) {
    if (sub.status !== 'ACTIVE' || !sub.plan || !sub.cycle) return { replaced: null };
    const active = { id: sub.id, plan: sub.plan, cycle: sub.cycle, nextBillingTime: sub.nextBillingTime };
    const via = eventType === PAYPAL_EVENTS.activated ? 'activated' : 'updated';
    return { replaced: (await applySubscription(tx, userId, active, via, now)).replaced };
  }
  const user = await refreshBalance(tx, userId, { now, forUpdate: true });
  if (!user || user.subscriptionId !== sub.id) return { replaced: null };
  const set = async (changes: Changes, planChanged = false) => {
    await tx
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, userId));
    if (planChanged) await publishPlanChange(tx, userId);
    else await publishEvent(tx, { userId, type: 'user', id: userId });
  };
  switch (eventType) {
    case PAYPAL_EVENTS.cancelled:
      if (user.status !== 'pending_cancellation') {
        await set({
          status: 'pending_cancellation',
          nextBillingTime: user.nextBillingTime ?? sub.nextBillingTime ?? now,
        });
      }
      break;
    case PAYPAL_EVENTS.suspended:
      // A cancellation suspends the subscription until its period ends: it stays a cancellation.
      if (user.status !== 'pending_cancellation') await set({ status: 'suspended' });
      break;
    case PAYPAL_EVENTS.paymentFailed:
      await set({ status: 'payment_failed' });
      break;
    case PAYPAL_EVENTS.expired:
      // The paid plan is over: free, with at most the free plan's credits, refilled a month on.
      await set(paidPlanEndChanges(user.balance, now), true);
      break;
    case PAYPAL_EVENTS.saleCompleted: {
      // A renewal: the next period is PayPal's, else one cycle on; a fresh month of credits.
      const plan = sub.plan ?? normalizePlan(user.plan);
      const cycle = sub.cycle ?? (user.billingCycle === 'annual' ? 'annual' : 'monthly');
      const from = user.nextBillingTime && user.nextBillingTime > now ? user.nextBillingTime : now;
      await set({
        status: user.status === 'pending_cancellation' ? user.status : 'active',
        nextBillingTime: sub.nextBillingTime ?? addMonths(from, cycleMonths(cycle)),
        balance: PLAN_LIMITS[plan].monthlyCredits,
        nextRefresh: addMonths(now, 1),
      });
      break;
    }
  }
  return { replaced: null };
}
