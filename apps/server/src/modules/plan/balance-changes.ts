import { normalizePlan, PLAN_LIMITS } from '@filldeck/shared';
import type { UserRow } from '../../db/schema.ts';
import { addMonths } from '../../lib/add-months.ts';
import { FREE_CREDITS, isPaidPlanOver, paidPlanEndChanges } from './paid-plan-end.ts';

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

/**
 * What is due on a user's row at `now` (docs/api-billing.md), or null when nothing is:
 * - a paid plan in `pending_cancellation` whose `nextBillingTime` has come returns to free
 *   (`paidPlanEndChanges`; templates and components beyond free's limits lock); a refresh
 *   due at the same time refills with the free plan's credits;
 * - when `nextRefresh` has come, the balance becomes the plan's monthly credits and
 *   `nextRefresh` moves on by whole months until it is in the future. A paid plan whose payments
 *   have stopped (suspended, payment failed) refills with the free plan's credits until the
 *   provider reports a payment again.
 */
export function balanceChangesDue(user: UserRow, now: Date): BalanceChanges | null {
  const plan = normalizePlan(user.plan);
  if (isPaidPlanOver(user, now)) {
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
