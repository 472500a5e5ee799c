import type { PlanId } from './plans.ts';

/**
 * How often a paid plan is billed. The annual view is the default choice
 * (docs/product.md#subscription-and-billing).
 */
export const BILLING_CYCLES = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'annual';
export const BILLING_CYCLE_NAMES: Record<BillingCycle, string> = { monthly: 'Monthly', annual: 'Annual' };

/** The plans a checkout can buy; free is not a checkout. */
export const PAID_PLAN_IDS = ['basic', 'professional'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export interface PlanPrice {
  /** US dollars per month (for annual billing: the monthly equivalent). */
  perMonth: number;
  /** The struck-through former price per month, when discounted. */
  wasPerMonth?: number;
  /** Whether the card carries the ribbon (the recommended plan). */
  ribbon: boolean;
}

/** Prices by billing cycle and plan (docs/product.md#subscription-and-billing). */
export const PLAN_PRICES: Record<BillingCycle, Record<PaidPlanId, PlanPrice>> = {
  monthly: {
    basic: { perMonth: 12, ribbon: false },
    professional: { perMonth: 18, wasPerMonth: 24, ribbon: true },
  },
  annual: {
    basic: { perMonth: 7, wasPerMonth: 12, ribbon: false },
    professional: { perMonth: 14, wasPerMonth: 18, ribbon: true },
  },
};

/**
 * The discount a price shows, in whole percent, computed from the two prices so it is always true
 * ($18 → $14 is 22 %, $12 → $7 is 42 %; the original description's "40% off" for both was not), or
 * undefined.
 */
export function discountPercent(price: PlanPrice): number | undefined {
  if (price.wasPerMonth === undefined || price.wasPerMonth <= price.perMonth) return undefined;
  return Math.round((1 - price.perMonth / price.wasPerMonth) * 100);
}

/** What one billing period costs: the monthly price, or twelve months of the annual one. */
export function pricePerPeriod(plan: PaidPlanId, cycle: BillingCycle): number {
  const { perMonth } = PLAN_PRICES[cycle][plan];
  return cycle === 'annual' ? perMonth * 12 : perMonth;
}

export function isPaidPlanId(value: string): value is PaidPlanId {
  return (PAID_PLAN_IDS as readonly string[]).includes(value);
}

export function isBillingCycle(value: unknown): value is BillingCycle {
  return typeof value === 'string' && (BILLING_CYCLES as readonly string[]).includes(value);
}
