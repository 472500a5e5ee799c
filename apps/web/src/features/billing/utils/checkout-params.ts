import {
  type BillingCycle,
  CHECKOUT_RETURN_PATH,
  isBillingCycle,
  isPaidPlanId,
  type PaidPlanId,
} from '@filldeck/shared';

/** What /subscription/paypal was opened for, read from its query string. */
export type CheckoutRequest =
  | { kind: 'start'; plan: PaidPlanId; cycle: BillingCycle }
  | { kind: 'approved'; subscriptionId: string }
  | { kind: 'cancelled' }
  | { kind: 'invalid' };

/**
 * `?plan=basic&cycle=annual` starts a checkout; the provider comes back with
 * `?status=approved&subscription_id=…` or `?status=cancelled`.
 */
export function parseCheckoutParams(params: URLSearchParams): CheckoutRequest {
  const status = params.get('status');
  if (status === 'cancelled') return { kind: 'cancelled' };
  if (status === 'approved') {
    const subscriptionId = params.get('subscription_id')?.trim();
    return subscriptionId ? { kind: 'approved', subscriptionId } : { kind: 'invalid' };
  }
  if (status !== null) return { kind: 'invalid' };
  const plan = params.get('plan')?.toLowerCase() ?? '';
  const cycle = params.get('cycle')?.toLowerCase();
  if (isPaidPlanId(plan) && isBillingCycle(cycle)) return { kind: 'start', plan, cycle };
  return { kind: 'invalid' };
}

/** The address that starts a checkout for a plan and cycle. */
export function checkoutHref(plan: PaidPlanId, cycle: BillingCycle): string {
  return `${CHECKOUT_RETURN_PATH}?${new URLSearchParams({ plan, cycle })}`;
}

/** Only web addresses may be followed to approve a subscription (never `javascript:`). */
export function isSafeRedirect(url: string, base: string): boolean {
  try {
    const { protocol } = new URL(url, base);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
