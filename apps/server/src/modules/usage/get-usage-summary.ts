import { USAGE_MODELS, type UsageDay, type UsageSummary } from '@filldeck/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { autofillUsage, components, projects, templates } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { countOwned } from '../../lib/count-owned.ts';
import { NOT_SIGNED_IN } from '../../lib/require-user.ts';
import { refreshBalance } from './refresh-balance.ts';

export const SUMMARY_DAYS = 30;
const DAY_MS = 86_400_000;
const KNOWN_MODELS = new Set<string>(USAGE_MODELS);

const total = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
const rowCount = sql<number>`count(*)::int`.mapWith(Number);

/** The last `SUMMARY_DAYS` UTC dates, oldest first, ending with today. */
export function summaryDates(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: SUMMARY_DAYS }, (_, i) =>
    new Date(today - (SUMMARY_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * The dashboard's figures (docs/api-billing.md): all-time transactions, fields and credits, the
 * breakdown by model (gpt-4o-mini and gpt-4o always listed), the last 30 UTC days zero-filled,
 * the content counts and the balance — read after any due refresh, in one transaction.
 */
export async function getUsageSummary(db: Db, userId: string, now = new Date()): Promise<UsageSummary> {
  return db.transaction(async (tx) => {
    const user = await refreshBalance(tx, userId, { now });
    if (!user) throw new AppError(401, NOT_SIGNED_IN);
    const perModel = await tx
      .select({
        model: autofillUsage.model,
        transactions: rowCount,
        tokens: total(autofillUsage.totalTokens),
        credits: total(autofillUsage.balanceUsed),
        fields: total(autofillUsage.filledFields),
      })
      .from(autofillUsage)
      .where(eq(autofillUsage.userId, userId))
      .groupBy(autofillUsage.model);
    const dates = summaryDates(now);
    const day = sql<string>`to_char(${autofillUsage.timestamp} at time zone 'UTC', 'YYYY-MM-DD')`;
    const perDay = await tx
      .select({
        date: day,
        transactions: rowCount,
        credits: total(autofillUsage.balanceUsed),
        fields: total(autofillUsage.filledFields),
      })
      .from(autofillUsage)
      .where(and(eq(autofillUsage.userId, userId), gte(autofillUsage.timestamp, new Date(`${dates[0]}T00:00:00Z`))))
      .groupBy(day);
    const byDate = new Map(perDay.map((d) => [d.date, d]));
    const daily: UsageDay[] = dates.map((date) => {
      const d = byDate.get(date);
      return { date, transactions: d?.transactions ?? 0, credits: d?.credits ?? 0, fields: d?.fields ?? 0 };
    });
    const known = USAGE_MODELS.map(
      (model) =>
        perModel.find((m) => m.model === model) ?? { model, transactions: 0, tokens: 0, credits: 0, fields: 0 },
    );
    const others = perModel.filter((m) => !KNOWN_MODELS.has(m.model)).sort((a, b) => a.model.localeCompare(b.model));
    const models = [...known, ...others];
    return {
      aiTransactions: models.reduce((n, m) => n + m.transactions, 0),
      aiFieldsFilled: models.reduce((n, m) => n + m.fields, 0),
      creditsUsed: models.reduce((n, m) => n + m.credits, 0),
      byModel: models.map(({ model, transactions, tokens, credits }) => ({ model, transactions, tokens, credits })),
      daily,
      counts: {
        templates: await countOwned(tx, templates, userId),
        components: await countOwned(tx, components, userId),
        projects: await countOwned(tx, projects, userId),
      },
      balance: user.balance,
    };
  });
}
