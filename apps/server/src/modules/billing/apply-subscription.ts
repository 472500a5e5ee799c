import { type BillingCycle, normalizePlan, type PaidPlanId, PLAN_LIMITS } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { addMonths } from '../../lib/add-months.ts';
import { publishEvent } from '../events/publish-event.ts';
import { publishPlanChange } from '../plan/publish-plan-change.ts';
import { refreshBalance } from '../plan/refresh-balance.ts';
import { cycleMonths } from './payment-provider.ts';
import { recordPendingCancellation } from './pending-cancellations.ts';

export interface ActiveSubscription {
  id: string;
  plan: PaidPlanId;
  cycle: BillingCycle;
  nextBillingTime: Date | null;
}

/**
 * Statuses of a subscription that may still be running at the provider: billing, or suspended by a
 * cancellation whose cancel at the provider waits for the period's end (cancelSubscription).
 */
const RUNNING = new Set(['active', 'suspended', 'payment_failed', 'pending_cancellation']);

/**
 * Who applies a subscription: the payer's return from checkout (`confirm`), or PayPal's webhook
 * saying it was activated (`activated`, also after a suspension) or revised (`updated`).
 */
export type ApplyVia = 'confirm' | 'activated' | 'updated';

/**
 * Applies an active subscription to its user (docs/api-billing.md), under the user's row lock.
 *
 * A subscription that is not yet the user's current one is a purchase: plan, billingCycle, status
 * active, subscriptionId, nextBillingTime (the provider's, else one cycle ahead), balance := the
 * plan's monthly credits, nextRefresh one month ahead; the subscription it replaces is recorded
 * as a pending cancellation in the same transaction (cancelPending does it at the provider).
 *
 * The user's current subscription is never bought twice: `confirm` changes nothing on it but a
 * later nextBillingTime while it is active (a failed renewal stays failed, a cancellation stays
 * pending); only PayPal's `activated` clears payment_failed or suspended, and its `updated`
 * follows a revised plan (with that plan's month of credits) or cycle (credits unchanged).
 * Otherwise credits come from a renewal's payment (applyPaypalEvent, saleCompleted).
 */
export async function applySubscription(
  tx: Db,
  userId: string,
  sub: ActiveSubscription,
  via: ApplyVia,
  now = new Date(),
): Promise<{ applied: boolean; replaced: string | null; status: string }> {
  const user = await refreshBalance(tx, userId, { now, forUpdate: true });
  if (!user) return { applied: false, replaced: null, status: '' };
  const nextBillingTime = sub.nextBillingTime ?? addMonths(now, cycleMonths(sub.cycle));
  if (user.subscriptionId === sub.id) {
    const changes: Partial<typeof users.$inferInsert> = {};
    if (user.status === 'active' && user.nextBillingTime?.getTime() !== nextBillingTime.getTime()) {
      changes.nextBillingTime = nextBillingTime;
    }
    if (via === 'activated' && (user.status === 'payment_failed' || user.status === 'suspended')) {
      Object.assign(changes, { status: 'active', nextBillingTime });
    }
    const otherPlan = normalizePlan(user.plan) !== sub.plan;
    if (via !== 'confirm' && (otherPlan || user.billingCycle !== sub.cycle)) {
      Object.assign(changes, { plan: sub.plan, billingCycle: sub.cycle, nextBillingTime });
      // Another plan starts with its month of credits, as a purchase does; another cycle does not.
      if (otherPlan)
        Object.assign(changes, { balance: PLAN_LIMITS[sub.plan].monthlyCredits, nextRefresh: addMonths(now, 1) });
    }
    if (Object.keys(changes).length > 0) {
      await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, userId));
      if (changes.plan) await publishPlanChange(tx, userId);
      else await publishEvent(tx, { userId, type: 'user', id: userId });
    }
    return { applied: true, replaced: null, status: changes.status ?? user.status };
  }
  await tx
    .update(users)
    .set({
      plan: sub.plan,
      billingCycle: sub.cycle,
      status: 'active',
      subscriptionId: sub.id,
      nextBillingTime,
      balance: PLAN_LIMITS[sub.plan].monthlyCredits,
      nextRefresh: addMonths(now, 1),
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await publishPlanChange(tx, userId);
  const previous = user.subscriptionId;
  const replaced = previous && previous !== sub.id && RUNNING.has(user.status) ? previous : null;
  // Recorded with the change, so the cancel is retried until the provider confirms it.
  if (replaced) await recordPendingCancellation(tx, replaced, userId, 'Replaced by a new FillDeck subscription');
  return { applied: true, replaced, status: 'active' };
}
