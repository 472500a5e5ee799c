import { normalizePlan, PLAN_LIMITS } from '@filldeck/shared';
import type { UserRow } from '../../db/schema.ts';
import { addMonths } from '../../lib/add-months.ts';

export type { UserRow };

export type BalanceChanges = Partial<
  Pick<UserRow, 'plan' | 'status' | 'billingCycle' | 'subscriptionId' | 'nextBillingTime' | 'balance' | 'nextRefresh'>
>;

/** The first of `anchor + 1, 2, 3 … months` that lies after `now` (whole months from the anchor, no drift). */
export function nextRefreshAfter(anchor: Date, now: Date): Date {
  const monthsLate = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  let months = Math.max(1, monthsLate - 1);
  let next = addMonths(anchor, months);
  while (next <= now) {
    months += 1;
    next = addMonths(anchor, months);
  }
  return next;
}

/** Statuses whose payments have stopped: the plan's limits stay, but its credits are not refilled. */
const UNPAID_STATUSES = new Set(['suspended', 'payment_failed']);

const FREE_CREDITS = PLAN_LIMITS.free.monthlyCredits;

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
  } satisfies BalanceChanges;
}

/**
 * What is due on a user's row at `now` (docs/api-billing.md), or null when nothing is:
 * - a paid plan in `pending_cancellation` whose `nextBillingTime` has come returns to free
 *   (see `paidPlanEndChanges`; templates and components beyond free's limits lock); a refresh
 *   due at the same time refills with the free plan's credits;
 * - when `nextRefresh` has come, the balance becomes the plan's monthly credits and
 *   `nextRefresh` moves on by whole months until it is in the future. A paid plan whose payments
 *   have stopped (suspended, payment failed) refills with the free plan's credits until the
 *   provider reports a payment again.
 */
export function balanceChangesDue(user: UserRow, now: Date): BalanceChanges | null {
  const plan = normalizePlan(user.plan);
  const periodOver = user.nextBillingTime !== null && user.nextBillingTime <= now;
  if (plan !== 'free' && user.status === 'pending_cancellation' && periodOver) {
    const refreshDue = user.nextRefresh !== null && user.nextRefresh <= now;
    return paidPlanEndChanges(refreshDue ? FREE_CREDITS : user.balance, now);
  }
  const changes: BalanceChanges = {};
  if (user.nextRefresh === null) {
    // Rows from before credits existed: start the monthly cycle now, balance untouched.
    changes.nextRefresh = addMonths(now, 1);
  } else if (user.nextRefresh <= now) {
    const creditPlan = UNPAID_STATUSES.has(user.status) ? 'free' : plan;
    changes.balance = PLAN_LIMITS[creditPlan].monthlyCredits;
    changes.nextRefresh = nextRefreshAfter(user.nextRefresh, now);
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
