import { describe, expect, it } from 'vitest';
import { client } from '../../../test/content-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { seedComponents, seedTemplates } from '../../../test/seed-content.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { fill, readUser, updateUser } from '../../../test/usage-fixtures.ts';
import { spendCredits } from '../usage/spend-credits.ts';
import { refreshBalance } from './refresh-balance.ts';

const boundary = new Date('2026-03-10T12:00:00.000Z');
const ms = (n: number) => new Date(boundary.getTime() + n);

describe.each(DB_KINDS)('monthly refresh and the end of a cancelled plan on %s', (kind) => {
  const t = useTestApp(kind);

  async function user(fields: Parameters<typeof updateUser>[2] = {}) {
    const made = await fastUser(t.app, 'ada@example.com');
    await updateUser(t.database, made.userId, { balance: 3, nextRefresh: boundary, ...fields });
    return made;
  }
  const refreshAt = (userId: string, now: Date) =>
    t.database.db.transaction((tx) => refreshBalance(tx, userId, { now }));

  it('gives new users 500 credits and a first refresh one month ahead', async () => {
    const { userId } = await fastUser(t.app, 'new@example.com');
    const row = await readUser(t.database, userId);
    expect(row.balance).toBe(500);
    const days = ((row.nextRefresh?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it('changes nothing a millisecond before nextRefresh, and refreshes exactly at it', async () => {
    const { userId } = await user();
    expect(await refreshAt(userId, ms(-1))).toMatchObject({ balance: 3, nextRefresh: boundary });
    expect(await refreshAt(userId, boundary)).toMatchObject({
      balance: 500,
      nextRefresh: new Date('2026-04-10T12:00:00.000Z'),
    });
    expect(await readUser(t.database, userId)).toMatchObject({ balance: 500 });
  });

  it("refreshes once to the plan's credits when several months late, with nextRefresh in the future", async () => {
    const { userId } = await user({ plan: 'basic', nextRefresh: new Date('2026-01-31T00:00:00Z') });
    const now = new Date('2026-05-15T09:00:00Z');
    expect(await refreshAt(userId, now)).toMatchObject({
      balance: 10000,
      nextRefresh: new Date('2026-05-31T00:00:00Z'),
    });
    await spendCredits(t.database.db, fill(userId, { balanceUsed: 100 }), { now });
    expect((await refreshAt(userId, now))?.balance).toBe(9900);
  });

  it('refreshes inside the spend that crosses the boundary, once for concurrent spends', async () => {
    const { userId } = await user({ balance: 0 });
    await expect(spendCredits(t.database.db, fill(userId, { balanceUsed: 1 }), { now: ms(-1) })).rejects.toMatchObject({
      statusCode: 402,
    });
    const spends = Array.from({ length: 10 }, () =>
      spendCredits(t.database.db, fill(userId, { balanceUsed: 1 }), { now: ms(5) }),
    );
    await Promise.all(spends);
    expect(await readUser(t.database, userId)).toMatchObject({
      balance: 490,
      nextRefresh: new Date('2026-04-10T12:00:00.000Z'),
    });
  });

  it('applies a due refresh when GET /api/me reads the balance', async () => {
    const { userId, cookie } = await user({ nextRefresh: new Date(Date.now() - 1000) });
    const me = (await client(t.app, cookie).get('/api/me')).json();
    expect(me.balance).toBe(500);
    expect(new Date(me.nextRefresh).getTime()).toBeGreaterThan(Date.now());
    expect((await readUser(t.database, userId)).balance).toBe(500);
  });

  it('keeps a cancelled plan until its period ends, then returns to free and locks the extra content', async () => {
    const period = new Date(Date.now() + 60_000);
    const { userId, cookie } = await user({
      plan: 'basic',
      billingCycle: 'monthly',
      status: 'pending_cancellation',
      subscriptionId: 'I-SUB',
      nextBillingTime: period,
      nextRefresh: new Date(Date.now() + 86_400_000),
      balance: 9000,
    });
    const templateIds = await seedTemplates(t.database, userId, 4);
    await seedComponents(t.database, userId, 7);
    const api = client(t.app, cookie);
    expect((await api.get('/api/me')).json()).toMatchObject({ plan: 'basic', status: 'pending_cancellation' });
    expect((await api.get('/api/templates')).json().templates.every((x: { locked: boolean }) => !x.locked)).toBe(true);

    await updateUser(t.database, userId, { nextBillingTime: new Date(Date.now() - 1) });
    const ended = (await api.get('/api/me')).json();
    expect(ended).toMatchObject({
      plan: 'free',
      status: 'active',
      subscriptionId: null,
      billingCycle: null,
      nextBillingTime: null,
      balance: 500,
    });
    // The free plan's credits from now on: the next refresh is one month on.
    const days = (new Date(ended.nextRefresh).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const templates = (await api.get('/api/templates')).json().templates;
    expect(templates.map((x: { id: string }) => x.id)).toEqual(templateIds);
    expect(templates.map((x: { locked: boolean }) => x.locked)).toEqual([false, false, true, true]);
    const components = (await api.get('/api/components')).json().components;
    expect(components.map((x: { locked: boolean }) => x.locked)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('ends a cancelled plan whose period is over on any content request, not only /api/me', async () => {
    const { cookie, userId } = await user({
      plan: 'basic',
      status: 'pending_cancellation',
      subscriptionId: 'I-SUB',
      nextBillingTime: new Date(Date.now() - 1),
      nextRefresh: new Date(Date.now() + 86_400_000),
    });
    await seedTemplates(t.database, userId, 3);
    const api = client(t.app, cookie);
    const templates = (await api.get('/api/templates')).json().templates;
    expect(templates.map((x: { locked: boolean }) => x.locked)).toEqual([false, false, true]);
    expect((await api.post('/api/create_template', { title: 'one more' })).statusCode).toBe(403);
    expect(await readUser(t.database, userId)).toMatchObject({ plan: 'free', status: 'active', subscriptionId: null });
  });

  it('keeps a balance below the free credits when a cancelled plan ends', async () => {
    const { userId } = await user({
      plan: 'professional',
      status: 'pending_cancellation',
      subscriptionId: 'I-SUB',
      nextBillingTime: ms(-1000),
      nextRefresh: ms(86_400_000),
      balance: 42,
    });
    expect(await refreshAt(userId, boundary)).toMatchObject({
      plan: 'free',
      balance: 42,
      nextRefresh: new Date('2026-04-10T12:00:00.000Z'),
    });
  });
});
