import { isPaidPlan, meSchema, texts } from '@filldeck/shared';
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
import { pendingCancellations, sandboxSubscriptions } from '../../../db/schema.ts';
import { EVENTS_CHANNEL } from '../../events/publish-event.ts';
import { NOT_FOUND_NOTICE, SANDBOX_TITLE, SIGN_IN_NOTICE } from './sandbox-checkout-page.ts';

/** The approval form posted by a browser signed in with `cookie` (or signed out without one). */
const form = (app: FastifyInstance, path: string, decision: string, cookie?: string, origin = PUBLIC_URL) =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: `decision=${decision}`,
  });
const page = (app: FastifyInstance, path: string, cookie?: string) =>
  app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });

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
    expect((await form(t.app, path, 'approve', cookie)).statusCode).toBe(303);
    expect((await client(t.app, cookie).post('/api/confirm_subscription', { subscriptionId })).statusCode).toBe(200);
    return subscriptionId;
  }
  const me = async (cookie: string) => meSchema.parse((await client(t.app, cookie).get('/api/me')).json());

  it('upgrades a free user to Basic annual: labelled approval page, approve, confirm', async () => {
    const { userId, cookie } = await fastUser(t.app, 'ada@example.com');
    const api = client(t.app, cookie);
    const { subscriptionId, path } = await checkout(cookie);

    const shown = await page(t.app, path, cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toMatch(/^text\/html/);
    expect(shown.headers['content-security-policy']).toContain("script-src 'self'");
    expect(shown.body).toContain(SANDBOX_TITLE);
    expect(shown.body).toContain('FillDeck payment sandbox — no real money moves');
    expect(shown.body).toMatch(/Basic[\s\S]*Annual[\s\S]*\$7\/month, billed \$84 per year/);
    expect(shown.body).toContain('name="decision" value="approve"');
    expect(shown.body).toContain('name="decision" value="cancel"');
    expect(shown.body).not.toContain('<script');

    const notices: { type: string }[] = [];
    const unlisten = await t.database.listen(EVENTS_CHANNEL, (p) => notices.push(JSON.parse(p)));
    const approved = await form(t.app, path, 'approve', cookie);
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
    // Suspended (not billed) until the period ends, so that it can be resumed meanwhile.
    expect(row?.status).toBe('SUSPENDED');
    const again = await api.post('/api/cancel_subscription', { subscriptionId });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: texts.subscription.noActiveSubscription, code: 'BAD_REQUEST' });
  });

  it('resumes a cancelled subscription: the same one, active again, nothing charged; not twice', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const subscriptionId = await subscribe(cookie, 'professional', 'monthly');
    const api = client(t.app, cookie);
    const before = await me(cookie);
    expect((await api.post('/api/cancel_subscription', { subscriptionId })).statusCode).toBe(200);
    const resumed = await api.post('/api/resume_subscription', { subscriptionId });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toEqual({ success: true });
    expect(await me(cookie)).toEqual(before);
    const rows = await t.database.db.select().from(sandboxSubscriptions);
    expect(rows.map((r) => [r.id, r.status])).toEqual([[subscriptionId, 'ACTIVE']]);
    expect(await t.database.db.select().from(pendingCancellations)).toEqual([]);
    const twice = await api.post('/api/resume_subscription', { subscriptionId });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ error: texts.subscription.cannotResume, code: 'BAD_REQUEST' });
  });

  it("refuses to resume someone else's cancelled subscription, or with no id", async () => {
    const ada = await fastUser(t.app, 'ada@example.com');
    const grace = await fastUser(t.app, 'grace@example.com');
    const subscriptionId = await subscribe(ada.cookie);
    expect((await client(t.app, ada.cookie).post('/api/cancel_subscription', { subscriptionId })).statusCode).toBe(200);
    const other = await client(t.app, grace.cookie).post('/api/resume_subscription', { subscriptionId });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ error: texts.subscription.cannotResume, code: 'BAD_REQUEST' });
    expect((await client(t.app, grace.cookie).post('/api/resume_subscription', {})).statusCode).toBe(400);
    expect(await me(ada.cookie)).toMatchObject({ status: 'pending_cancellation' });
  });

  it("refuses to cancel or confirm someone else's subscription", async () => {
    const ada = await fastUser(t.app, 'ada@example.com');
    const grace = await fastUser(t.app, 'grace@example.com');
    const subscriptionId = await subscribe(ada.cookie);
    const other = client(t.app, grace.cookie);
    const cancel = await other.post('/api/cancel_subscription', { subscriptionId });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toEqual({ error: texts.subscription.noActiveSubscription, code: 'BAD_REQUEST' });
    const confirm = await other.post('/api/confirm_subscription', { subscriptionId });
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json()).toEqual({ error: 'Subscription not found.', code: 'NOT_FOUND' });
    expect(await me(grace.cookie)).toMatchObject({ plan: 'free', subscriptionId: null });
    expect(await me(ada.cookie)).toMatchObject({ plan: 'basic', status: 'active' });
    const free = await other.post('/api/cancel_subscription', { subscriptionId: 'SANDBOX-none' });
    expect(free.json()).toEqual({ error: texts.subscription.noActiveSubscription, code: 'BAD_REQUEST' });
  });

  it('comes back cancelled when the payer cancels, and the subscription cannot be confirmed', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const { subscriptionId, path } = await checkout(cookie);
    const cancelled = await form(t.app, path, 'cancel', cookie);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(
      `${PUBLIC_URL}/subscription/paypal?status=cancelled&subscription_id=${subscriptionId}`,
    );
    expect((await form(t.app, path, 'approve', cookie)).headers.location).toContain('status=cancelled');
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

  it('lets only the signed-in owner of a checkout see and approve it, with clear pages otherwise', async () => {
    const ada = await fastUser(t.app, 'ada@example.com');
    const grace = await fastUser(t.app, 'grace@example.com');
    const { subscriptionId, path } = await checkout(ada.cookie);

    const signedOut = await page(t.app, path);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['content-type']).toMatch(/^text\/html/);
    expect(signedOut.body).toContain(SIGN_IN_NOTICE.heading);
    expect(signedOut.body).toContain('href="/login"');
    expect(signedOut.body).toContain('Sandbox: nothing is charged.');
    expect(signedOut.body).not.toContain('value="approve"');
    expect((await form(t.app, path, 'approve')).statusCode).toBe(401);

    const other = await page(t.app, path, grace.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.body).toContain(NOT_FOUND_NOTICE.heading);
    expect(other.body).not.toContain('Basic');
    const stolen = await form(t.app, path, 'approve', grace.cookie);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.headers['content-type']).toMatch(/^text\/html/);
    expect(stolen.body).toContain(NOT_FOUND_NOTICE.heading);
    expect((await form(t.app, path, 'cancel', grace.cookie)).statusCode).toBe(404);

    const [row] = await t.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, subscriptionId));
    expect(row).toMatchObject({ status: 'APPROVAL_PENDING', approvedAt: null });
    expect((await form(t.app, path, 'approve', ada.cookie)).headers.location).toContain('status=approved');
  });

  it('names the provider in use: the sandbox', async () => {
    const answer = await client(t.app).get('/api/payment_provider');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ provider: 'sandbox' });
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
    expect((await form(t.app, path, 'approve', cookie, 'https://evil.example')).statusCode).toBe(403);
    expect((await form(t.app, path, 'maybe', cookie)).statusCode).toBe(400);
    expect((await page(t.app, '/api/sandbox-paypal/checkout/nope', cookie)).statusCode).toBe(404);
    const webhook = await call(t.app, 'POST', '/api/paypal/webhook', {
      body: { id: 'WH-1', event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id: 'x' } },
    });
    expect(webhook.statusCode).toBe(400);
  });
});
