import { describe, expect, it } from 'vitest';
import { isOfferedModel, modelRows } from './model-usage.ts';

describe('model usage', () => {
  it('offers the two models a template can choose, not the built-in matcher', () => {
    expect(isOfferedModel('gpt-4o-mini')).toBe(true);
    expect(isOfferedModel('gpt-4o')).toBe(true);
    expect(isOfferedModel('local')).toBe(false);
    expect(isOfferedModel('o3')).toBe(false);
  });

  it('always lists both offered models in menu order, then any other', () => {
    const rows = modelRows([
      { model: 'other', transactions: 1, tokens: 10, credits: 1 },
      { model: 'gpt-4o', transactions: 2, tokens: 300, credits: 20 },
      { model: 'local', transactions: 5, tokens: 0, credits: 5 },
    ]);
    expect(rows.map((r) => r.model)).toEqual(['gpt-4o-mini', 'gpt-4o', 'other', 'local']);
    expect(rows[0]).toEqual({ model: 'gpt-4o-mini', transactions: 0, tokens: 0, credits: 0 });
    expect(rows[1]?.credits).toBe(20);
  });
});
