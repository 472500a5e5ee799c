import {
  BILLING_CYCLE_NAMES,
  type BillingCycle,
  discountPercent,
  isPaidPlanId,
  PAID_PLAN_IDS,
  PLAN_PRICES,
  type PlanId,
  pricePerPeriod,
} from '@filldeck/shared';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Whole dollars as the prices read ('$12'); cents only when there are some ('$7.50'). */
export function formatUsd(amount: number): string {
  return (Number.isInteger(amount) ? dollars : cents).format(amount);
}

export interface PriceDisplay {
  /** Per month: '$7'. */
  price: string;
  /** The struck-through former price per month: '$12', or null. */
  was: string | null;
  /** '42% off', or null. */
  discount: string | null;
  /** The ribbon on the recommended plan, or null. */
  ribbon: string | null;
  /** What is charged and when: 'Billed annually: $84 a year'. */
  billing: string;
}

export const RIBBON_TEXT = 'Most popular';

/** What a plan's pricing card shows for a billing cycle (docs/product.md#subscription-and-billing). */
export function priceDisplay(plan: PlanId, cycle: BillingCycle): PriceDisplay {
  if (!isPaidPlanId(plan)) {
    return { price: formatUsd(0), was: null, discount: null, ribbon: null, billing: 'Free forever' };
  }
  const price = PLAN_PRICES[cycle][plan];
  return {
    price: formatUsd(price.perMonth),
    was: price.wasPerMonth === undefined ? null : formatUsd(price.wasPerMonth),
    discount: discountPercent(price) === undefined ? null : `${discountPercent(price)}% off`,
    ribbon: price.ribbon ? RIBBON_TEXT : null,
    billing:
      cycle === 'annual' ? `Billed annually: ${formatUsd(pricePerPeriod(plan, cycle))} a year` : 'Billed monthly',
  };
}

/** The largest saving of annual over monthly billing for the same plan, for the switch's hint: 42. */
export function bestAnnualDiscount(): number {
  return Math.max(
    ...PAID_PLAN_IDS.map(
      (plan) => discountPercent({ ...PLAN_PRICES.annual[plan], wasPerMonth: PLAN_PRICES.monthly[plan].perMonth }) ?? 0,
    ),
  );
}

export function cycleLabel(cycle: BillingCycle): string {
  return BILLING_CYCLE_NAMES[cycle];
}

/** 'billed annually' / 'billed monthly'. */
export function billedLabel(cycle: BillingCycle): string {
  return cycle === 'annual' ? 'billed annually' : 'billed monthly';
}
