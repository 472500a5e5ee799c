import { describe, expect, it } from 'vitest';
import { bestAnnualDiscount, billedLabel, cycleLabel, formatUsd, priceDisplay } from './price-display.ts';

describe('price display', () => {
  it('shows the annual prices per month with the old price, the discount and the yearly charge', () => {
    expect(priceDisplay('basic', 'annual')).toEqual({
      price: '$7',
      was: '$12',
      discount: '42% off',
      ribbon: null,
      billing: 'Billed annually: $84 a year',
    });
    expect(priceDisplay('professional', 'annual')).toMatchObject({
      price: '$14',
      was: '$18',
      discount: '22% off',
      ribbon: 'Most popular',
      billing: 'Billed annually: $168 a year',
    });
  });

  it('shows the monthly prices: Basic undiscounted, Professional 25% off with its ribbon', () => {
    expect(priceDisplay('basic', 'monthly')).toEqual({
      price: '$12',
      was: null,
      discount: null,
      ribbon: null,
      billing: 'Billed monthly',
    });
    expect(priceDisplay('professional', 'monthly')).toMatchObject({
      price: '$18',
      was: '$24',
      discount: '25% off',
      ribbon: 'Most popular',
    });
  });

  it('shows Free at no cost in either cycle', () => {
    expect(priceDisplay('free', 'annual')).toMatchObject({ price: '$0', was: null, discount: null, ribbon: null });
    expect(priceDisplay('free', 'monthly').billing).toBe('Free forever');
  });

  it('writes whole dollars without cents, and cents when there are some', () => {
    expect(formatUsd(12)).toBe('$12');
    expect(formatUsd(1200)).toBe('$1,200');
    expect(formatUsd(7.5)).toBe('$7.50');
  });

  it('finds the best annual discount for the switch', () => {
    expect(bestAnnualDiscount()).toBe(42);
  });
});

describe('billing cycle texts', () => {
  it('reads the cycle as a label and as a phrase', () => {
    expect(cycleLabel('annual')).toBe('Annual');
    expect(cycleLabel('monthly')).toBe('Monthly');
    expect(billedLabel('annual')).toBe('billed annually');
    expect(billedLabel('monthly')).toBe('billed monthly');
  });
});
