import { z } from 'zod';

/** The PayPal webhook events FillDeck applies (docs/api-billing.md). */
export const PAYPAL_EVENTS = {
  activated: 'BILLING.SUBSCRIPTION.ACTIVATED',
  updated: 'BILLING.SUBSCRIPTION.UPDATED',
  cancelled: 'BILLING.SUBSCRIPTION.CANCELLED',
  suspended: 'BILLING.SUBSCRIPTION.SUSPENDED',
  expired: 'BILLING.SUBSCRIPTION.EXPIRED',
  paymentFailed: 'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
  saleCompleted: 'PAYMENT.SALE.COMPLETED',
} as const;

const APPLIED = new Set<string>(Object.values(PAYPAL_EVENTS));

export const paypalEventSchema = z.object({
  id: z.string().min(1).max(200),
  event_type: z.string().min(1).max(200),
  resource: z.record(z.string(), z.unknown()).default({}),
});
export type PaypalEvent = z.infer<typeof paypalEventSchema>;

/**
 * The subscription an event is about: the resource itself for BILLING.SUBSCRIPTION.*, the
 * sale's `billing_agreement_id` for PAYMENT.SALE.COMPLETED; undefined for events not applied.
 */
export function subscriptionIdOf(event: PaypalEvent): string | undefined {
  if (!APPLIED.has(event.event_type)) return undefined;
  const key = event.event_type === PAYPAL_EVENTS.saleCompleted ? 'billing_agreement_id' : 'id';
  const value = event.resource[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
