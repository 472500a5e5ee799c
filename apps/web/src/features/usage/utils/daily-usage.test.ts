import { describe, expect, it } from 'vitest';
import { dailyTotals, formatDay } from './daily-usage.ts';

const day = (date: string, credits: number, transactions = 1, fields = 2) => ({
  date,
  credits,
  transactions,
  fields,
  tokens: 150 * transactions,
});

describe('daily usage', () => {
  it('adds up the 30 days and finds the busiest by credits (first one on a tie)', () => {
    const totals = dailyTotals([day('2026-03-01', 5), day('2026-03-02', 9), day('2026-03-03', 9)]);
    expect(totals).toMatchObject({ transactions: 3, credits: 23, fields: 6 });
    expect(totals.busiest?.date).toBe('2026-03-02');
  });

  it('has no busiest day when nothing was used', () => {
    expect(dailyTotals([day('2026-03-01', 0, 0, 0)]).busiest).toBeNull();
    expect(dailyTotals([])).toEqual({ transactions: 0, credits: 0, fields: 0, busiest: null });
  });

  it('reads the days as UTC dates, whatever the local time zone', () => {
    expect(formatDay('2026-03-01')).toMatch(/1/);
    expect(formatDay('2026-03-01')).not.toMatch(/28|29/);
    expect(formatDay('not a day')).toBe('not a day');
  });
});
