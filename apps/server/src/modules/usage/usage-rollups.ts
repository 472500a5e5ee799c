import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usageDaily, usageTotals } from '../../db/schema.ts';

export interface RolledUpSpend {
  userId: string;
  model: string;
  totalTokens: number;
  balanceUsed: number;
  filledFields: number;
  /** How many transactions this adds: 1 for a new record, 0 when it grows one already counted. */
  transactions?: 0 | 1;
}

/** The UTC calendar date of `at`, as PostgreSQL's `date` reads it (YYYY-MM-DD). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The two upserts that add one usage record (or what an applied fill adds to its record) to the user's roll-ups — all-time totals per model
 * and figures per UTC day — for the caller to run inside its transaction (spendCredits runs them
 * in the same statement as the balance update), so they always agree with autofill_usage.
 */
export function rollupUpserts(tx: Db, spend: RolledUpSpend, at: Date) {
  const { userId, model } = spend;
  const credits = spend.balanceUsed;
  const fields = spend.filledFields;
  const transactions = spend.transactions ?? 1;
  const totals = tx
    .insert(usageTotals)
    .values({ userId, model, transactions, tokens: spend.totalTokens, credits, fields })
    .onConflictDoUpdate({
      target: [usageTotals.userId, usageTotals.model],
      set: {
        transactions: sql`${usageTotals.transactions} + ${transactions}`,
        tokens: sql`${usageTotals.tokens} + ${spend.totalTokens}`,
        credits: sql`${usageTotals.credits} + ${credits}`,
        fields: sql`${usageTotals.fields} + ${fields}`,
      },
    });
  const daily = tx
    .insert(usageDaily)
    .values({ userId, day: utcDay(at), transactions, credits, fields, tokens: spend.totalTokens })
    .onConflictDoUpdate({
      target: [usageDaily.userId, usageDaily.day],
      set: {
        transactions: sql`${usageDaily.transactions} + ${transactions}`,
        credits: sql`${usageDaily.credits} + ${credits}`,
        fields: sql`${usageDaily.fields} + ${fields}`,
        tokens: sql`${usageDaily.tokens} + ${spend.totalTokens}`,
      },
    });
  return { totals, daily };
}
