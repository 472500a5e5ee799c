import { USAGE_MODELS, type UsageDay, type UsageSummary } from '@filldeck/shared';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usageDaily, usageTotals } from '../../db/schema.ts';
import { utcDay } from './usage-rollups.ts';

export const SUMMARY_DAYS = 30;
const DAY_MS = 86_400_000;
const KNOWN_MODELS = new Set<string>(USAGE_MODELS);

/** The last `SUMMARY_DAYS` UTC dates, oldest first, ending with today. */
export function summaryDates(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: SUMMARY_DAYS }, (_, i) => utcDay(new Date(today - (SUMMARY_DAYS - 1 - i) * DAY_MS)));
}

/**
 * The dashboard's AI usage figures (docs/api-billing.md): all-time transactions, fields and
 * credits, the breakdown by model (gpt-4o-mini and gpt-4o always listed) and the last 30 UTC days
 * zero-filled, read from the roll-ups. Usage only: the dashboard counts templates, components and
 * projects from their own lists, and shows the balance from /api/me.
 */
export async function getUsageSummary(db: Db, userId: string, now = new Date()): Promise<UsageSummary> {
  // Read from the roll-ups kept by spendCredits: the same cost at 10 or 10 million records.
  const perModel = await db
    .select({
      model: usageTotals.model,
      transactions: usageTotals.transactions,
      tokens: usageTotals.tokens,
      credits: usageTotals.credits,
      fields: usageTotals.fields,
    })
    .from(usageTotals)
    .where(eq(usageTotals.userId, userId));
  const dates = summaryDates(now);
  const perDay = await db
    .select({
      date: usageDaily.day,
      transactions: usageDaily.transactions,
      credits: usageDaily.credits,
      fields: usageDaily.fields,
      tokens: usageDaily.tokens,
    })
    .from(usageDaily)
    .where(and(eq(usageDaily.userId, userId), gte(usageDaily.day, dates[0] ?? utcDay(now))));
  const byDate = new Map(perDay.map((d) => [d.date, d]));
  const daily: UsageDay[] = dates.map((date) => {
    const d = byDate.get(date);
    return {
      date,
      transactions: d?.transactions ?? 0,
      credits: d?.credits ?? 0,
      fields: d?.fields ?? 0,
      tokens: d?.tokens ?? 0,
    };
  });
  const known = USAGE_MODELS.map(
    (model) => perModel.find((m) => m.model === model) ?? { model, transactions: 0, tokens: 0, credits: 0, fields: 0 },
  );
  const others = perModel.filter((m) => !KNOWN_MODELS.has(m.model)).sort((a, b) => a.model.localeCompare(b.model));
  const models = [...known, ...others];
  return {
    aiTransactions: models.reduce((n, m) => n + m.transactions, 0),
    aiFieldsFilled: models.reduce((n, m) => n + m.fields, 0),
    creditsUsed: models.reduce((n, m) => n + m.credits, 0),
    byModel: models.map(({ model, transactions, tokens, credits }) => ({ model, transactions, tokens, credits })),
    daily,
  };
}
