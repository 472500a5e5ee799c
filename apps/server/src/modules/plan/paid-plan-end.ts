import { normalizePlan, PLAN_LIMITS } from '@filldeck/shared';
import type { UserRow } from '../../db/schema.ts';
import { addMonths } from '../../lib/add-months.ts';

export const FREE_CREDITS = PLAN_LIMITS.free.monthlyCredits;

/** A cancelled paid plan (`pending_cancellation`) whose paid period is over at `now`: it ends. */
export function isPaidPlanOver(user: UserRow, now: Date): boolean {
  const periodOver = user.nextBillingTime !== null && user.nextBillingTime <= now;
  return normalizePlan(user.plan) !== 'free' && user.status === 'pending_cancellation' && periodOver;
}

/**
 * A paid plan ends (cancelled and its period over, or PayPal's EXPIRED): back to free, status
 * active, no subscription; the balance becomes the free plan's monthly credits — or stays lower
 * when less is left — and the next refresh is one month on.
 */
export function paidPlanEndChanges(balance: number, now: Date) {
  return {
    plan: 'free',
    status: 'active',
    billingCycle: null,
    subscriptionId: null,
    nextBillingTime: null,
    balance: Math.min(balance, FREE_CREDITS),
    nextRefresh: addMonths(now, 1),
  } satisfies Partial<UserRow>;
}
