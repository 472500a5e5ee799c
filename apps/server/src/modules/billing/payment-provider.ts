import type { BillingCycle, PaidPlanId, PaymentProviderKind } from '@filldeck/shared';

/** Who is subscribing: the provider records the user id as the subscription's `custom_id`. */
export interface Subscriber {
  id: string;
  email: string;
  name: string;
}

/** A subscription as the provider reports it, in PayPal's terms. */
export interface ProviderSubscription {
  id: string;
  /** PayPal's status: APPROVAL_PENDING, APPROVED, ACTIVE, SUSPENDED, CANCELLED or EXPIRED. */
  status: string;
  /** The provider's plan id, and the FillDeck plan and cycle it stands for (null when unknown). */
  planId: string | null;
  plan: PaidPlanId | null;
  cycle: BillingCycle | null;
  /** The FillDeck user id given at creation. */
  customId: string | null;
  nextBillingTime: Date | null;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** The payment side of subscriptions (docs/api-billing.md#subscriptions): PayPal, or the local sandbox. */
export interface PaymentProvider {
  kind: PaymentProviderKind;
  /** Starts a checkout; the browser goes to `approveUrl`, then back to the return or cancel URL. */
  createSubscription(
    user: Subscriber,
    plan: PaidPlanId,
    cycle: BillingCycle,
    returnUrl: string,
    cancelUrl: string,
  ): Promise<{ id: string; approveUrl: string }>;
  /** The subscription, or null when the provider does not know it. */
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  cancelSubscription(id: string, reason: string): Promise<void>;
  /**
   * Stops billing without ending the subscription (PayPal: ACTIVE → SUSPENDED), so that it can be
   * resumed: PayPal cannot reactivate a CANCELLED subscription, only a SUSPENDED one.
   */
  suspendSubscription(id: string, reason: string): Promise<void>;
  /** Bills again a subscription suspended by suspendSubscription (PayPal: SUSPENDED → ACTIVE). */
  activateSubscription(id: string, reason: string): Promise<void>;
  /** Whether a webhook delivery is authentic (PayPal: its verify-webhook-signature call). */
  verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<boolean>;
}

/** Months in one billing period. */
export const cycleMonths = (cycle: BillingCycle) => (cycle === 'annual' ? 12 : 1);

/** Statuses of a subscription the provider no longer bills. */
const ENDED = new Set(['CANCELLED', 'EXPIRED']);

/**
 * Whether the provider says the subscription has already ended (so a cancel that failed has
 * nothing left to do: e.g. cancelled on PayPal's site, its webhook not yet here).
 */
export async function hasEndedAtProvider(provider: PaymentProvider, id: string): Promise<boolean> {
  const current = await provider.getSubscription(id).catch(() => null);
  return current !== null && ENDED.has(current.status);
}
