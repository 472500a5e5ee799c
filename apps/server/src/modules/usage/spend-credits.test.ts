import { count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { fastUser } from '../../../test/fast-user.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { fill, readUser, updateUser } from '../../../test/usage-fixtures.ts';
import { autofillUsage, modelFillReservations, usageTotals, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { EVENTS_CHANNEL } from '../events/publish-event.ts';
import { NOT_APPLIED_STATUS } from './not-applied.ts';
import { notEnoughCredits } from './not-enough-credits.ts';
import { type SpendInput, spendCredits } from './spend-credits.ts';

describe.each(DB_KINDS)('spendCredits on %s', (kind) => {
  const t = useTestApp(kind);
  const cleanups: string[] = [];
  afterEach(async () => {
    for (const statement of cleanups.splice(0)) await t.database.db.execute(sql.raw(statement));
  });

  async function user(balance = 500) {
    const { userId } = await fastUser(t.app, 'ada@example.com');
    await updateUser(t.database, userId, { balance });
    return userId;
  }
  const rowsOf = async (userId: string) =>
    (await t.database.db.select({ n: count() }).from(autofillUsage).where(eq(autofillUsage.userId, userId)))[0]?.n;

  it('writes the record and takes its credits off the balance together', async () => {
    const userId = await user(500);
    const result = await spendCredits(t.database.db, fill(userId, { balanceUsed: 12, filledFields: 7 }));
    expect(result).toMatchObject({ balance: 488, replayed: false });
    expect(result.record).toMatchObject({
      template_name: 'Job Application',
      model: 'gpt-4o-mini',
      balance_used: 12,
      filled_fields: 7,
      status: 'success',
      prompt_tokens: 100,
      completion_tokens: 50,
      total_tokens: 150,
    });
    expect((await readUser(t.database, userId)).balance).toBe(488);
    expect(await rowsOf(userId)).toBe(1);
  });

  it('refuses a spend that does not fit with a clear 402 and writes nothing; an exact fit reaches 0', async () => {
    const userId = await user(10);
    await updateUser(t.database, userId, { nextRefresh: new Date('2099-08-01T09:30:00Z') });
    const refused = spendCredits(t.database.db, fill(userId, { balanceUsed: 11 }), {
      plansUrl: 'https://filldeck.example/subscription',
    });
    await expect(refused).rejects.toThrow(
      new AppError(
        402,
        'INSUFFICIENT_CREDITS',
        'Not enough credits: this fill needs 11 credits and your balance is 10. Your credits refill on August 1, 2099. For more credits, see the plans: https://filldeck.example/subscription',
      ),
    );
    await expect(refused).rejects.toMatchObject({ statusCode: 402, code: 'INSUFFICIENT_CREDITS' });
    expect(await rowsOf(userId)).toBe(0);
    expect((await spendCredits(t.database.db, fill(userId, { balanceUsed: 10 }))).balance).toBe(0);
  });

  it('points to the plans page by its path when no refill date or public address is known', () => {
    expect(notEnoughCredits(3, 0, { nextRefresh: null }).message).toBe(
      'Not enough credits: this fill needs 3 credits and your balance is 0. For more credits, see the plans: /subscription',
    );
  });

  it('leaves the balance unchanged when the record cannot be written', async () => {
    const userId = await user(100);
    await t.database.db.execute(sql`create or replace function filldeck_test_fail() returns trigger
      language plpgsql as $$ begin raise exception 'insert refused by test'; end $$`);
    await t.database.db.execute(
      sql`create trigger filldeck_test_fail before insert on autofill_usage for each row execute function filldeck_test_fail()`,
    );
    cleanups.push('drop trigger if exists filldeck_test_fail on autofill_usage');
    await expect(spendCredits(t.database.db, fill(userId, { balanceUsed: 30 }))).rejects.toThrow();
    expect((await readUser(t.database, userId)).balance).toBe(100);
    expect(await rowsOf(userId)).toBe(0);
  });

  it('leaves no record when taking the credits fails after the record was written', async () => {
    const userId = await user(100);
    await t.database.db.execute(sql`create or replace function filldeck_test_fail() returns trigger
      language plpgsql as $$ begin raise exception 'balance update refused by test'; end $$`);
    await t.database.db.execute(
      sql`create trigger filldeck_test_fail_users after update on users for each row execute function filldeck_test_fail()`,
    );
    cleanups.push('drop trigger if exists filldeck_test_fail_users on users');
    await expect(spendCredits(t.database.db, fill(userId, { balanceUsed: 30 }))).rejects.toThrow();
    expect(await rowsOf(userId)).toBe(0);
    expect((await readUser(t.database, userId)).balance).toBe(100);
  });

  it('spends exactly 50 of 100 concurrent 1-credit fills against a balance of 50, never below zero', async () => {
    const userId = await user(50);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () => spendCredits(t.database.db, fill(userId, { balanceUsed: 1 }))),
    );
    const spent = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(spent).toHaveLength(50);
    expect(refused).toHaveLength(50);
    for (const r of refused) expect(r.reason).toMatchObject({ statusCode: 402 });
    expect((await readUser(t.database, userId)).balance).toBe(0);
    expect(await rowsOf(userId)).toBe(50);
    const balances = spent.map((r) => (r.status === 'fulfilled' ? r.value.balance : -1)).sort((a, b) => a - b);
    expect(balances).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('stamps a spend that waited for the row lock with a time after the lock was released', async () => {
    const userId = await user(100);
    let onLocked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      onLocked = resolve;
    });
    let release = () => {};
    const isReleased = new Promise<void>((resolve) => {
      release = resolve;
    });
    let releasedAt = 0;
    // Another spend (or refresh) holding the user's row: the spend below waits for its commit.
    const holder = t.database.db.transaction(async (tx) => {
      await tx.select().from(users).where(eq(users.id, userId)).for('update');
      onLocked();
      await isReleased;
      releasedAt = Date.now();
    });
    await isLocked;
    const waiting = spendCredits(t.database.db, fill(userId));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await holder;
    const { record } = await waiting;
    // A timestamp from before the lock could sort below rows a keyset page has already passed.
    expect(new Date(record.timestamp).getTime()).toBeGreaterThanOrEqual(releasedAt);
  });

  it('never lets the balance go negative, even written directly', async () => {
    const userId = await user(5);
    await expect(updateUser(t.database, userId, { balance: -1 })).rejects.toThrow();
  });

  it('makes a retry with the same idempotency key free and returns the first result', async () => {
    const userId = await user(100);
    const first = await spendCredits(t.database.db, fill(userId, { balanceUsed: 20, idempotencyKey: 'fill-1' }));
    const retries = await Promise.all(
      Array.from({ length: 5 }, () =>
        spendCredits(t.database.db, fill(userId, { balanceUsed: 20, idempotencyKey: 'fill-1' })),
      ),
    );
    for (const retry of retries) {
      expect(retry).toEqual({ record: first.record, balance: 80, replayed: true, storedResponse: null });
    }
    expect(await rowsOf(userId)).toBe(1);
    const other = await spendCredits(t.database.db, fill(userId, { balanceUsed: 20, idempotencyKey: 'fill-2' }));
    expect(other).toMatchObject({ balance: 60, replayed: false });
    // Keys are per user: another user's identical key is a new fill.
    const { userId: graceId } = await fastUser(t.app, 'grace@example.com');
    const grace = await spendCredits(t.database.db, fill(graceId, { balanceUsed: 20, idempotencyKey: 'fill-1' }));
    expect(grace).toMatchObject({ balance: 480, replayed: false });
  });

  it('announces usage and user changes at commit, and nothing for a refused spend', async () => {
    const userId = await user(5);
    const notices: unknown[] = [];
    const unlisten = await t.database.listen(EVENTS_CHANNEL, (p) => notices.push(JSON.parse(p)));
    try {
      const { record } = await spendCredits(t.database.db, fill(userId, { balanceUsed: 5 }));
      await expect(spendCredits(t.database.db, fill(userId, { balanceUsed: 1 }))).rejects.toThrow(AppError);
      await expect.poll(() => notices.length).toBe(2);
      await new Promise((r) => setTimeout(r, 100));
      expect(notices).toEqual([
        { userId, type: 'usage', id: record.id },
        { userId, type: 'user', id: userId },
      ]);
    } finally {
      await unlisten();
    }
  });

  it('records a free preview in one statement: replayed by its key, refused when Apply cannot be paid, after a due refresh', async () => {
    const userId = await user(1);
    await updateUser(t.database, userId, { nextRefresh: new Date('2099-08-01T09:30:00Z') });
    const preview = (overrides: Partial<SpendInput>) =>
      fill(userId, { status: NOT_APPLIED_STATUS, balanceUsed: 0, filledFields: 0, mustAfford: 1, ...overrides });
    const first = await spendCredits(
      t.database.db,
      preview({ idempotencyKey: 'p-1', response: { values: { a: 'x' } } }),
    );
    expect(first).toMatchObject({ balance: 1, replayed: false, storedResponse: null });
    expect(first.record).toMatchObject({ status: NOT_APPLIED_STATUS, balance_used: 0, filled_fields: 0 });
    const [row] = await t.database.db.select().from(autofillUsage).where(eq(autofillUsage.id, first.record.id));
    expect(row).toMatchObject({ idempotencyKey: 'p-1', response: { values: { a: 'x' } }, site: 'jobs.example' });
    expect(row?.timestamp.toISOString()).toBe(first.record.timestamp);
    // The same key again: the first record, nothing written.
    const again = await spendCredits(t.database.db, preview({ idempotencyKey: 'p-1' }));
    expect(again).toEqual({ record: first.record, balance: 1, replayed: true, storedResponse: { values: { a: 'x' } } });
    expect(await rowsOf(userId)).toBe(1);
    // A live reservation keeps the balance from paying for Apply: 402, nothing written.
    await t.database.db.insert(modelFillReservations).values({
      userId,
      id: 'rsv_live',
      credits: 1,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await expect(spendCredits(t.database.db, preview({ idempotencyKey: 'p-2' }))).rejects.toMatchObject({
      statusCode: 402,
    });
    await t.database.db.delete(modelFillReservations).where(eq(modelFillReservations.userId, userId));
    await updateUser(t.database, userId, { balance: 0 });
    await expect(spendCredits(t.database.db, preview({ idempotencyKey: 'p-2' }))).rejects.toMatchObject({
      statusCode: 402,
    });
    expect(await rowsOf(userId)).toBe(1);
    // A refresh that is due is applied first: the preview fits then.
    await updateUser(t.database, userId, { nextRefresh: new Date(Date.now() - 1000) });
    const refreshed = await spendCredits(t.database.db, preview({ idempotencyKey: 'p-2' }));
    expect(refreshed).toMatchObject({ balance: 500, replayed: false });
    expect((await readUser(t.database, userId)).nextRefresh?.getTime()).toBeGreaterThan(Date.now());
    expect(await rowsOf(userId)).toBe(2);
    // Nothing was counted: previews join the roll-ups only when applied.
    expect(await t.database.db.select().from(usageTotals).where(eq(usageTotals.userId, userId))).toEqual([]);
  });

  it('refuses bad input before touching the database', async () => {
    const userId = await user(100);
    await expect(spendCredits(t.database.db, fill(userId, { balanceUsed: -5 }))).rejects.toThrow();
    await expect(spendCredits(t.database.db, fill(userId, { balanceUsed: 1.5 }))).rejects.toThrow();
    expect((await readUser(t.database, userId)).balance).toBe(100);
  });
});
