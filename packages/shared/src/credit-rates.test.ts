import { describe, expect, it } from 'vitest';
import { CREDIT_RATES, fillCredits, LOCAL_MODEL_NAME, modelDisplayName } from './credit-rates.ts';
import type { AiModel } from './field-types.ts';

describe('modelDisplayName', () => {
  it('names a fill the built-in matcher answered alone as the Built-in matcher', () => {
    expect(modelDisplayName(LOCAL_MODEL_NAME)).toBe('Built-in matcher');
    expect(modelDisplayName('local')).toBe('Built-in matcher');
  });

  it("names the offered models as the template's AI settings do", () => {
    expect(modelDisplayName('gpt-4o-mini')).toBe('Fast Model');
    expect(modelDisplayName('gpt-4o')).toBe('Smart Model');
  });

  it('shows any other model by its id', () => {
    expect(modelDisplayName('gpt-4.1-mini')).toBe('gpt-4.1-mini');
    expect(modelDisplayName('Local')).toBe('Local');
    expect(modelDisplayName('')).toBe('');
  });
});

describe('the credit rate table', () => {
  it('lists the built-in matcher first, then each offered model under its display name', () => {
    expect(CREDIT_RATES.map((rate) => [rate.model, rate.label])).toEqual([
      ['local', 'Built-in matcher'],
      ['gpt-4o-mini', 'Fast Model'],
      ['gpt-4o', 'Smart Model'],
    ]);
    for (const rate of CREDIT_RATES) expect(rate.label).toBe(modelDisplayName(rate.model));
  });

  it('shows what fillCredits charges: per fill, per started 1,000 tokens, only the tokens for an empty fill', () => {
    for (const rate of CREDIT_RATES) {
      const model = rate.model === LOCAL_MODEL_NAME ? null : (rate.model as AiModel);
      const tokens = model === null ? 0 : 1001;
      expect(fillCredits({ filledFields: 3, model, totalTokens: tokens })).toBe(rate.perFill + 2 * rate.per1kTokens);
      // A model that was asked is paid for, even when it filled nothing.
      expect(fillCredits({ filledFields: 0, model, totalTokens: tokens })).toBe(2 * rate.per1kTokens);
    }
  });
});
