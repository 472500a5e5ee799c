import { usageSummarySchema } from '@filldeck/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client } from '../../../test/content-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { usageBackfill } from '../../../test/usage-backfill.ts';
import { spendAt, updateUser } from '../../../test/usage-fixtures.ts';
import { getUsageSummary, summaryDates } from './get-usage-summary.ts';

const now = new Date('2026-04-30T15:00:00Z');
const at = (iso: string) => new Date(iso);

describe('summaryDates', () => {
  it('lists the last 30 UTC dates ending today, oldest first', () => {
    const dates = summaryDates(now);
    expect(dates).toHaveLength(30);
    expect(dates[0]).toBe('2026-04-01');
    expect(dates.at(-1)).toBe('2026-04-30');
  });
});

describe.each(DB_KINDS)('usage summary on %s', (kind) => {
  const t = useTestApp(kind);

  async function userWithUsage() {
    const user = await fastUser(t.app, 'ada@example.com');
    await updateUser(t.database, user.userId, { balance: 10_000, nextRefresh: at('2026-05-10T00:00:00Z') });
    const { userId } = user;
    // Before the 30-day window: counted in the totals, not in the daily figures.
    await spendAt(t.database, userId, at('2026-03-31T23:59:59.999Z'), { balanceUsed: 100, filledFields: 1 });
    await spendAt(t.database, userId, at('2026-04-01T00:00:00Z'), { balanceUsed: 5, filledFields: 2 });
    await spendAt(t.database, userId, at('2026-04-01T23:59:59Z'), {
      model: 'gpt-4o',
      balanceUsed: 20,
      filledFields: 6,
      totalTokens: 1000,
    });
    await spendAt(t.database, userId, at('2026-04-30T14:00:00Z'), {
      balanceUsed: 3,
      filledFields: 4,
      status: 'failed',
    });
    await spendAt(t.database, userId, at('2026-04-30T14:30:00Z'), {
      model: 'claude-x',
      balanceUsed: 1,
      totalTokens: 7,
    });
    return user;
  }

  it('counts transactions, fields, credits and tokens, by model and per UTC day, zero-filled', async () => {
    const { userId } = await userWithUsage();
    const summary = usageSummarySchema.parse(await getUsageSummary(t.database.db, userId, now));
    expect(summary).toMatchObject({ aiTransactions: 5, aiFieldsFilled: 1 + 2 + 6 + 4 + 4, creditsUsed: 129 });
    expect(summary.byModel).toEqual([
      { model: 'gpt-4o-mini', transactions: 3, tokens: 450, credits: 108 },
      { model: 'gpt-4o', transactions: 1, tokens: 1000, credits: 20 },
      { model: 'claude-x', transactions: 1, tokens: 7, credits: 1 },
    ]);
    expect(summary.daily).toHaveLength(30);
    // 150 tokens (the fixture's default) + 1000; on the last day 150 + 7. 2026-03-31 is outside.
    expect(summary.daily[0]).toEqual({ date: '2026-04-01', transactions: 2, credits: 25, fields: 8, tokens: 1150 });
    expect(summary.daily[1]).toEqual({ date: '2026-04-02', transactions: 0, credits: 0, fields: 0, tokens: 0 });
    expect(summary.daily[29]).toEqual({ date: '2026-04-30', transactions: 2, credits: 4, fields: 8, tokens: 157 });
    expect(summary.daily.slice(1, 29).every((d) => d.transactions === 0 && d.tokens === 0)).toBe(true);
  });

  it('lists both known models with zeros for a new user, and answers with usage only', async () => {
    const { cookie } = await fastUser(t.app, 'new@example.com');
    const response = await client(t.app, cookie).get('/api/usage/summary');
    expect(response.statusCode).toBe(200);
    // Content counts come from the lists and the balance from /api/me, not from here.
    expect(Object.keys(response.json()).sort()).toEqual([
      'aiFieldsFilled',
      'aiTransactions',
      'byModel',
      'creditsUsed',
      'daily',
    ]);
    const summary = usageSummarySchema.parse(response.json());
    expect(summary).toMatchObject({ aiTransactions: 0, aiFieldsFilled: 0, creditsUsed: 0 });
    expect(summary.byModel).toEqual([
      { model: 'gpt-4o-mini', transactions: 0, tokens: 0, credits: 0 },
      { model: 'gpt-4o', transactions: 0, tokens: 0, credits: 0 },
    ]);
    expect(summary.daily.map((d) => d.transactions)).toEqual(Array(30).fill(0));
    expect(summary.daily.map((d) => d.tokens)).toEqual(Array(30).fill(0));
    expect(summary.daily.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
  });

  it('keeps its roll-ups equal to a scan of the records, and the migration rebuilds them', async () => {
    const { userId } = await userWithUsage();
    // A replayed spend (same idempotency key) is not counted twice.
    await spendAt(t.database, userId, at('2026-04-30T14:40:00Z'), { idempotencyKey: 'k1', balanceUsed: 2 });
    await spendAt(t.database, userId, at('2026-04-30T14:40:00Z'), { idempotencyKey: 'k1', balanceUsed: 2 });
    const scan = sql`select model, count(*)::bigint as transactions, sum(total_tokens)::bigint as tokens,
      sum(balance_used)::bigint as credits, sum(filled_fields)::bigint as fields
      from autofill_usage where user_id = ${userId} group by model order by model`;
    const totals = sql`select model, transactions, tokens, credits, fields
      from usage_totals where user_id = ${userId} order by model`;
    const dailyScan = sql`select to_char(timestamp at time zone 'UTC', 'YYYY-MM-DD') as model, count(*)::bigint as
      transactions, sum(balance_used)::bigint as credits, sum(filled_fields)::bigint as fields,
      sum(total_tokens)::bigint as tokens
      from autofill_usage where user_id = ${userId} group by 1 order by 1`;
    const daily = sql`select to_char(day, 'YYYY-MM-DD') as model, transactions, credits, fields, tokens
      from usage_daily where user_id = ${userId} order by day`;
    const rows = async (query: typeof scan) =>
      ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) =>
        Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'model' ? v : Number(v)])),
      );
    const expected = await rows(scan);
    expect(expected.find((r) => r.model === 'gpt-4o-mini')?.transactions).toBe(4);
    expect(await rows(totals)).toEqual(expected);
    const expectedDaily = await rows(dailyScan);
    expect(expectedDaily.map((r) => r.model)).toEqual(['2026-03-31', '2026-04-01', '2026-04-30']);
    expect(expectedDaily.map((r) => r.tokens)).toEqual([150, 1150, 307]);
    expect(await rows(daily)).toEqual(expectedDaily);

    // Usage recorded before the tables existed: 0003's backfill derives the same totals and days,
    // and 0004's fills the days' tokens.
    await t.database.db.execute(sql`delete from usage_totals`);
    await t.database.db.execute(sql`delete from usage_daily`);
    const [totalsBackfill, dailyBackfill, tokensBackfill] = await usageBackfill();
    if (!totalsBackfill || !dailyBackfill || !tokensBackfill) throw new Error('expected three roll-up statements');
    await t.database.db.execute(sql.raw(totalsBackfill));
    await t.database.db.execute(sql.raw(dailyBackfill));
    expect((await rows(daily)).map((r) => r.tokens)).toEqual([0, 0, 0]);
    await t.database.db.execute(sql.raw(tokensBackfill));
    expect(await rows(totals)).toEqual(expected);
    expect(await rows(daily)).toEqual(expectedDaily);

    // Days rolled up before 0004 without their tokens (spends of the old code): 0004 sets them.
    await t.database.db.execute(sql`update usage_daily set tokens = 0`);
    await t.database.db.execute(sql.raw(tokensBackfill));
    expect(await rows(daily)).toEqual(expectedDaily);
  });
});
