import { CREDIT_RATES } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { creditRateText, ratesOnThisServer } from './credit-rate-table.tsx';

describe('the credit rate table', () => {
  it('prices the built-in matcher per fill and each model per fill plus its tokens', () => {
    expect(CREDIT_RATES.map((rate) => [rate.label, creditRateText(rate)])).toEqual([
      ['Built-in matcher', '1 credit per fill'],
      ['Fast Model', '1 credit per fill + 1 credit per started 1,000 tokens'],
      ['Smart Model', '1 credit per fill + 10 credits per started 1,000 tokens'],
    ]);
  });

  it('lists every rate on a server with a model, and only the built-in matcher on one without', () => {
    expect(ratesOnThisServer(true)).toEqual(CREDIT_RATES);
    expect(ratesOnThisServer(false).map((rate) => [rate.label, creditRateText(rate)])).toEqual([
      ['Built-in matcher', '1 credit per fill'],
    ]);
  });
});
