import { isPaidPlan, type Me } from '@filldeck/shared';

export type CancellableUser = Pick<Me, 'plan' | 'status' | 'subscriptionId'>;

/**
 * docs/product.md#subscription-and-billing: Cancel appears only when the plan is not free, the
 * status is active and a subscriptionId exists.
 */
export function canCancelSubscription(user: CancellableUser): boolean {
  return isPaidPlan(user.plan) && user.status.toLowerCase() === 'active' && Boolean(user.subscriptionId?.trim());
}

/** After a cancellation the plan stays until the period ends (status pending_cancellation). */
export function isCancellationPending(user: Pick<Me, 'plan' | 'status'>): boolean {
  return isPaidPlan(user.plan) && user.status.toLowerCase() === 'pending_cancellation';
}

/**
 * Resume is offered while a cancelled plan's paid period runs (the server checks the rest: that
 * the subscription was not cancelled at the provider meanwhile).
 */
export function canResumeSubscription(
  user: CancellableUser & Pick<Me, 'nextBillingTime'>,
  now: Date = new Date(),
): boolean {
  const endsAt = user.nextBillingTime ? Date.parse(user.nextBillingTime) : Number.NaN;
  return isCancellationPending(user) && Boolean(user.subscriptionId?.trim()) && endsAt > now.getTime();
}
