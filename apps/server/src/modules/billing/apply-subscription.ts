import { type BillingCycle, normalizePlan, type PaidPlanId, PLAN_LIMITS } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { addMonths } from '../../lib/add-months.ts';
import { publishEvent } from '../events/publish-event.ts';
import { refreshBalance } from '../usage/refresh-balance.ts';
import { cycleMonths } from './payment-provider.ts';

export interface ActiveSubscription {
  id: string;
  plan: PaidPlanId;
  cycle: BillingCycle;
  nextBillingTime: Date | null;
}

/** Statuses of a subscription that is still running at the provider (and would still bill). */
const RUNNING = new Set(['active', 'suspended', 'payment_failed']);

/** Announces a change of the user's plan: the user row and the derived locks of their content. */
export async function publishPlanChange(tx: Db, userId: string): Promise<void> {
  await publishEvent(tx, { userId, type: 'user', id: userId });
  await publishEvent(tx, { userId, type: 'templates', id: null });
  await publishEvent(tx, { userId, type: 'components', id: null });
}

/**
 * Applies an active subscription to its user (docs/api-billing.md), under the user's row lock:
 * plan, billingCycle, status active, subscriptionId, nextBillingTime (the provider's, else one
 * cycle ahead), balance := the plan's monthly credits, nextRefresh one month ahead. Applying the
 * same subscription again (confirm after the webhook, a page reload) only updates
 * nextBillingTime: credits are not granted twice. Returns the subscription this one replaces,
 * which the caller cancels at the provider, or null.
 */
export async function applySubscription(tx: Db, userId: string, sub: ActiveSubscription, now = new Date()) {
  const user = await refreshBalance(tx, userId, { now, forUpdate: true });
  if (!user) return { applied: false, replaced: null };
  const nextBillingTime = sub.nextBillingTime ?? addMonths(now, cycleMonths(sub.cycle));
  const same =
    user.subscriptionId === sub.id &&
    normalizePlan(user.plan) === sub.plan &&
    user.billingCycle === sub.cycle &&
    user.status === 'active';
  if (same) {
    if (user.nextBillingTime?.getTime() !== nextBillingTime.getTime()) {
      await tx.update(users).set({ nextBillingTime, updatedAt: now }).where(eq(users.id, userId));
      await publishEvent(tx, { userId, type: 'user', id: userId });
    }
    return { applied: true, replaced: null };
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
  return { applied: true, replaced };
}
