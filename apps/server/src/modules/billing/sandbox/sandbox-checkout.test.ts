import { isPaidPlan, meSchema, messages } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/auth-client.ts';
import { client } from '../../../../test/content-client.ts';
import { fastUser } from '../../../../test/fast-user.ts';
import { useTestApp } from '../../../../test/test-app.ts';
import { PUBLIC_URL } from '../../../../test/test-config.ts';
import { DB_KINDS } from '../../../../test/test-database.ts';
import { spendAt } from '../../../../test/usage-fixtures.ts';
import { sandboxSubscriptions } from '../../../db/schema.ts';
import { EVENTS_CHANNEL } from '../../events/publish-event.ts';
import { SANDBOX_TITLE } from './sandbox-checkout-page.ts';

const form = (app: FastifyInstance, path: string, decision: string, origin = PUBLIC_URL) =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });

describe.each(DB_KINDS)('subscriptions through the local sandbox on %s', (kind) => {
  const t = useTestApp(kind);

  async function checkout(cookie: string, plan = 'basic', billingCycle = 'annual') {
    const created = await client(t.app, cookie).post('/api/create_subscription', { plan, billingCycle });
    expect(created.statusCode).toBe(201);
    const { subscriptionId, approveUrl } = created.json();
    expect(approveUrl).toBe(`${PUBLIC_URL}/api/sandbox-paypal/checkout/${subscriptionId}`);
    return { subscriptionId, path: new URL(approveUrl).pathname };
  }
  async function subscribe(cookie: string, plan = 'basic', billingCycle = 'annual') {
    const { subscriptionId, path } = await checkout(cookie, plan, billingCycle);
    expect((await form(t.app, path, 'approve')).statusCode).toBe(303);
    expect((await client(t.app, cookie).post('/api/confirm_subscription', { subscriptionId })).statusCode).toBe(200);
    return subscriptionId;
  }
  const me = async (cookie: string) => meSchema.parse((await client(t.app, cookie).get('/api/me')).json());

  it('upgrades a free user to Basic annual: labelled approval page, approve, confirm', async () => {
    const { userId, cookie } = await fastUser(t.app, 'ada@example.com');
    const api = client(t.app, cookie);
    const { subscriptionId, path } = await checkout(cookie);

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain(SANDBOX_TITLE);
    expect(page.body).toContain('FillDeck payment sandbox — no real money moves');
    expect(page.body).toMatch(/Basic[\s\S]*Annual[\s\S]*\$7\/month, billed \$84 per year/);
    expect(page.body).toContain('name="decision" value="approve"');
    expect(page.body).toContain('name="decision" value="cancel"');
    expect(page.body).not.toContain('<script');

    const notices: { type: string }[] = [];
    const unlisten = await t.database.listen(EVENTS_CHANNEL, (p) => notices.push(JSON.parse(p)));
    const approved = await form(t.app, path, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(
      `${PUBLIC_URL}/subscription/paypal?status=approved&subscription_id=${subscriptionId}`,
    );
    const confirmed = await api.post('/api/confirm_subscription', { subscriptionId });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, plan: 'basic', billingCycle: 'annual', status: 'active' });
    await expect.poll(() => notices.some((n) => n.type === 'user')).toBe(true);
    await unlisten();

    const user = await me(cookie);
    expect(user).toMatchObject({
      plan: 'basic',
      billingCycle: 'annual',
      status: 'active',
      subscriptionId,
      balance: 10000,
    });
    expect(isPaidPlan(user.plan)).toBe(true);
    const months = (new Date(user.nextBillingTime ?? 0).getTime() - Date.now()) / (30.4 * 86_400_000);
    expect(Math.round(months)).toBe(12);
    expect(Math.round((new Date(user.nextRefresh ?? 0).getTime() - Date.now()) / 86_400_000)).toBeGreaterThan(27);

    // Confirming again (a reload of the return page) grants nothing twice.
    await spendAt(t.database, userId, new Date(), { balanceUsed: 100 });
    expect((await api.post('/api/confirm_subscription', { subscriptionId })).statusCode).toBe(200);
    expect((await me(cookie)).balance).toBe(9900);
  });

  it('cancels: the plan stays until the period ends; a second cancel finds nothing to cancel', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const subscriptionId = await subscribe(cookie, 'professional', 'monthly');
    const api = client(t.app, cookie);
    const cancelled = await api.post('/api/cancel_subscription', { subscriptionId });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ success: true });
    expect(await me(cookie)).toMatchObject({ plan: 'professional', status: 'pending_cancellation', subscriptionId });
    const [row] = await t.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, subscriptionId));
    expect(row?.status).toBe('CANCELLED');
    const again = await api.post('/api/cancel_subscription', { subscriptionId });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: messages.subscription.noActiveSubscription });
  });

  it("refuses to cancel or confirm someone else's subscription", async () => {
    const ada = await fastUser(t.app, 'ada@example.com');
    const grace = await fastUser(t.app, 'grace@example.com');
    const subscriptionId = await subscribe(ada.cookie);
    const other = client(t.app, grace.cookie);
    const cancel = await other.post('/api/cancel_subscription', { subscriptionId });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toEqual({ error: messages.subscription.noActiveSubscription });
    const confirm = await other.post('/api/confirm_subscription', { subscriptionId });
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json()).toEqual({ error: 'Subscription not found.' });
    expect(await me(grace.cookie)).toMatchObject({ plan: 'free', subscriptionId: null });
    expect(await me(ada.cookie)).toMatchObject({ plan: 'basic', status: 'active' });
    const free = await other.post('/api/cancel_subscription', { subscriptionId: 'SANDBOX-none' });
    expect(free.json()).toEqual({ error: messages.subscription.noActiveSubscription });
  });

  it('comes back cancelled when the payer cancels, and the subscription cannot be confirmed', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const { subscriptionId, path } = await checkout(cookie);
    const cancelled = await form(t.app, path, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(
      `${PUBLIC_URL}/subscription/paypal?status=cancelled&subscription_id=${subscriptionId}`,
    );
    expect((await form(t.app, path, 'approve')).headers.location).toContain('status=cancelled');
    const confirm = await client(t.app, cookie).post('/api/confirm_subscription', { subscriptionId });
    expect(confirm.statusCode).toBe(409);
    expect(await me(cookie)).toMatchObject({ plan: 'free' });
  });

  it('switches plans by replacing the running subscription, which is cancelled', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const basic = await subscribe(cookie, 'basic', 'monthly');
    const same = await client(t.app, cookie).post('/api/create_subscription', {
      plan: 'basic',
      billingCycle: 'monthly',
    });
    expect(same.statusCode).toBe(409);
    const pro = await subscribe(cookie, 'professional', 'annual');
    expect(await me(cookie)).toMatchObject({ plan: 'professional', subscriptionId: pro, balance: 20000 });
    const [old] = await t.database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, basic));
    expect(old?.status).toBe('CANCELLED');
  });

  it('refuses bad requests: signed out, free or unknown plans, cross-origin approval, webhooks', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    expect(
      (await client(t.app).post('/api/create_subscription', { plan: 'basic', billingCycle: 'annual' })).statusCode,
    ).toBe(401);
    const api = client(t.app, cookie);
    for (const body of [{ plan: 'free', billingCycle: 'annual' }, { plan: 'basic', billingCycle: 'weekly' }, {}]) {
      expect((await api.post('/api/create_subscription', body)).statusCode).toBe(400);
    }
    expect((await api.post('/api/confirm_subscription', {})).statusCode).toBe(400);
    const { path } = await checkout(cookie);
    expect((await form(t.app, path, 'approve', 'https://evil.example')).statusCode).toBe(403);
    expect((await form(t.app, path, 'maybe')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/sandbox-paypal/checkout/nope' })).statusCode).toBe(404);
    const webhook = await call(t.app, 'POST', '/api/paypal/webhook', {
      body: { id: 'WH-1', event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id: 'x' } },
    });
    expect(webhook.statusCode).toBe(400);
  });
});
