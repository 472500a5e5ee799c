import { type BillingCycle, type Me, normalizePlan, type PlanId } from '@filldeck/shared';

export type PlanHolder = Pick<Me, 'plan' | 'billingCycle' | 'status'>;

/**
 * Whether a pricing card is what the user already has running: the same plan, the same billing
 * cycle and an active status. Anything else can be bought: Basic annual while on Basic monthly,
 * or the same plan again once it is cancelled (pending cancellation), suspended or unpaid. Free
 * has no cycle: it is current for an active free user in either view.
 */
export function isCurrentChoice(user: PlanHolder, plan: PlanId, cycle: BillingCycle): boolean {
  if (user.status.toLowerCase() !== 'active') return false;
  if (normalizePlan(user.plan) !== plan) return false;
  return plan === 'free' || user.billingCycle === cycle;
}

/** Whether a card is the user's cancelled plan and cycle (pending cancellation): resumed, not bought. */
export function isCancelledChoice(user: PlanHolder, plan: PlanId, cycle: BillingCycle): boolean {
  return (
    user.status.toLowerCase() === 'pending_cancellation' &&
    normalizePlan(user.plan) === plan &&
    plan !== 'free' &&
    user.billingCycle === cycle
  );
}
