import { BILLING_CYCLES, PAID_PLAN_IDS } from '@filldeck/shared';
import type { PaypalPlanIds } from '../../../config-paypal.ts';
import type { ProviderSubscription } from '../payment-provider.ts';

/** The fields FillDeck reads of PayPal's subscription resource (GET and webhook `resource`). */
export interface PaypalSubscriptionJson {
  id: string;
  status?: string;
  plan_id?: string;
  custom_id?: string;
  billing_info?: { next_billing_time?: string };
}

/** FillDeck's plan and cycle for a PayPal plan id, from the configured PAYPAL_PLAN_* ids. */
export function planOf(planIds: PaypalPlanIds, planId: string | undefined) {
  for (const plan of PAID_PLAN_IDS) {
    for (const cycle of BILLING_CYCLES) if (planIds[plan][cycle] === planId) return { plan, cycle };
  }
  return { plan: null, cycle: null };
}

export function toProviderSubscription(json: PaypalSubscriptionJson, planIds: PaypalPlanIds): ProviderSubscription {
  const next = json.billing_info?.next_billing_time;
  const nextBillingTime = next ? new Date(next) : null;
  return {
    id: json.id,
    status: json.status ?? 'UNKNOWN',
    planId: json.plan_id ?? null,
    ...planOf(planIds, json.plan_id),
    customId: json.custom_id ?? null,
    nextBillingTime: nextBillingTime && !Number.isNaN(nextBillingTime.getTime()) ? nextBillingTime : null,
  };
}
