import type { UsageDay as DailyUsage } from '@filldeck/shared';

const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

function utcDate(day: string): Date | null {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A 'YYYY-MM-DD' day of the summary (UTC) as a short axis label: 'Mar 4'. */
export function formatDay(day: string): string {
  const date = utcDate(day);
  return date ? dayFormat.format(date) : day;
}

/** The same day in full, for tables and screen readers: 'March 4, 2026'. */
export function formatLongDay(day: string): string {
  const date = utcDate(day);
  return date ? longDayFormat.format(date) : day;
}

export interface DailyTotals {
  transactions: number;
  credits: number;
  fields: number;
  /** The day with the most credits used, or null when nothing was used. */
  busiest: DailyUsage | null;
}

export function dailyTotals(daily: readonly DailyUsage[]): DailyTotals {
  let busiest: DailyUsage | null = null;
  let transactions = 0;
  let credits = 0;
  let fields = 0;
  for (const day of daily) {
    transactions += day.transactions;
    credits += day.credits;
    fields += day.fields;
    if (day.credits > 0 && (busiest === null || day.credits > busiest.credits)) busiest = day;
  }
  return { transactions, credits, fields, busiest };
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A usage record's time in the reader's zone, compact for a table: 'Mar 4, 2026, 10:12 AM'. */
export function formatUsageTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : timeFormat.format(date);
}
