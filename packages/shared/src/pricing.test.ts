import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_CYCLE, discountPercent, PLAN_PRICES, pricePerPeriod } from './pricing.ts';

describe('plan prices (docs/product.md#subscription-and-billing)', () => {
  it('bills monthly Basic at $12 and Professional at $18, was $24, 25% off, with the ribbon', () => {
    expect(PLAN_PRICES.monthly.basic).toEqual({ perMonth: 12, ribbon: false });
    expect(PLAN_PRICES.monthly.professional).toEqual({ perMonth: 18, wasPerMonth: 24, ribbon: true });
    expect(discountPercent(PLAN_PRICES.monthly.basic)).toBeUndefined();
    expect(discountPercent(PLAN_PRICES.monthly.professional)).toBe(25);
  });

  it('bills annual per month Basic $7 (was $12, 42% off) and Professional $14 (was $18, 22% off)', () => {
    expect(PLAN_PRICES.annual.basic).toEqual({ perMonth: 7, wasPerMonth: 12, ribbon: false });
    expect(PLAN_PRICES.annual.professional).toEqual({ perMonth: 14, wasPerMonth: 18, ribbon: true });
    expect(discountPercent(PLAN_PRICES.annual.basic)).toBe(42);
    expect(discountPercent(PLAN_PRICES.annual.professional)).toBe(22);
  });

  it('chooses annual by default and charges twelve months per annual period', () => {
    expect(DEFAULT_BILLING_CYCLE).toBe('annual');
    expect(pricePerPeriod('basic', 'annual')).toBe(84);
    expect(pricePerPeriod('professional', 'monthly')).toBe(18);
  });
});
