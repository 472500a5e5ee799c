import { meSchema, messages } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/content-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { inDays, type PaypalStandIn, startPaypalStandIn, VALID_SIGNATURE } from '../../../test/paypal-stand-in.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { readUser, updateUser } from '../../../test/usage-fixtures.ts';
import { paypalWebhookEvents } from '../../db/schema.ts';
import { PAYPAL_EVENTS } from './paypal-events.ts';

const headers = (signature: string) => ({
  'content-type': 'application/json',
  'paypal-auth-algo': 'SHA256withRSA',
  'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
  'paypal-transmission-id': 'tx-1',
  'paypal-transmission-sig': signature,
  'paypal-transmission-time': '2026-05-01T10:00:00Z',
});

const nextMonth = inDays(30);
const inTwoMonths = inDays(61);

describe.each(DB_KINDS)('PayPal subscriptions and webhooks on %s', (kind) => {
  const t = useTestApp(kind);
  let standIn: PaypalStandIn;
  let app: FastifyInstance;
  let eventNo = 0;
  beforeAll(async () => {
    standIn = await startPaypalStandIn();
    app = await t.buildSibling({ paypal: standIn.config() });
  });
  afterAll(() => standIn.close());

  const deliver = (type: string, resource: Record<string, unknown>, signature = VALID_SIGNATURE, id?: string) => {
    const event = { id: id ?? `WH-${kind}-${++eventNo}`, event_type: type, resource_type: 'subscription', resource };
    return app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: headers(signature),
      payload: JSON.stringify(event),
    });
  };
  const me = async (cookie: string) => meSchema.parse((await client(app, cookie).get('/api/me')).json());

  /** A user whose Basic monthly subscription went through PayPal's approval and was confirmed. */
  async function subscribed(email = 'ada@example.com') {
    const user = await fastUser(app, email);
    const api = client(app, user.cookie);
    const created = await api.post('/api/create_subscription', { plan: 'basic', billingCycle: 'monthly' });
    expect(created.statusCode).toBe(201);
    const { subscriptionId, approveUrl } = created.json();
    expect(approveUrl).toContain('https://www.sandbox.paypal.com/');
    standIn.approve(subscriptionId, nextMonth);
    const confirmed = await api.post('/api/confirm_subscription', { subscriptionId });
    expect(confirmed.json()).toEqual({ success: true, plan: 'basic', billingCycle: 'monthly', status: 'active' });
    return { ...user, api, subscriptionId };
  }

  it('creates at PayPal with return URLs to /subscription/paypal and confirms once ACTIVE', async () => {
    const { cookie, subscriptionId } = await subscribed();
    const [create] = standIn.requestsTo('POST', '/v1/billing/subscriptions').slice(-1);
    const body = JSON.parse(create?.body ?? '{}');
    expect(body.application_context.return_url).toBe('http://localhost:3000/subscription/paypal?status=approved');
    expect(body.application_context.cancel_url).toBe('http://localhost:3000/subscription/paypal?status=cancelled');
    expect(await me(cookie)).toMatchObject({
      plan: 'basic',
      billingCycle: 'monthly',
      status: 'active',
      subscriptionId,
      balance: 10000,
      nextBillingTime: nextMonth,
    });
  });

  it('does not confirm a subscription still waiting for approval, nor one made for someone else', async () => {
    const ada = await fastUser(app, 'ada@example.com');
    const grace = await fastUser(app, 'grace@example.com');
    const { subscriptionId } = (
      await client(app, ada.cookie).post('/api/create_subscription', { plan: 'basic', billingCycle: 'annual' })
    ).json();
    const pending = await client(app, ada.cookie).post('/api/confirm_subscription', { subscriptionId });
    expect(pending.statusCode).toBe(409);
    standIn.approve(subscriptionId);
    expect((await client(app, grace.cookie).post('/api/confirm_subscription', { subscriptionId })).statusCode).toBe(
      404,
    );
    expect(
      (await client(app, grace.cookie).post('/api/confirm_subscription', { subscriptionId: 'I-NOPE' })).statusCode,
    ).toBe(404);
    expect(await me(grace.cookie)).toMatchObject({ plan: 'free' });
  });

  it('cancels at PayPal; the plan stays until the period ends; a failed cancel says why', async () => {
    const { cookie, api, subscriptionId } = await subscribed();
    standIn.failNext('POST', `/v1/billing/subscriptions/${subscriptionId}/cancel`, 500, {
      name: 'INTERNAL_SERVER_ERROR',
      message: 'Try later.',
    });
    const failed = await api.post('/api/cancel_subscription', { subscriptionId });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe(
      `${messages.subscription.cancellationFailed}: PayPal refused the request (500 INTERNAL_SERVER_ERROR): Try later.`,
    );
    expect(await me(cookie)).toMatchObject({ status: 'active' });

    const ok = await api.post('/api/cancel_subscription', { subscriptionId });
    expect(ok.json()).toEqual({ success: true });
    expect(standIn.subscriptions.get(subscriptionId)?.status).toBe('CANCELLED');
    expect(await me(cookie)).toMatchObject({
      plan: 'basic',
      status: 'pending_cancellation',
      nextBillingTime: nextMonth,
    });
    // PayPal's CANCELLED event afterwards changes nothing more.
    expect((await deliver(PAYPAL_EVENTS.cancelled, { id: subscriptionId })).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ plan: 'basic', status: 'pending_cancellation' });
    expect((await api.post('/api/cancel_subscription', { subscriptionId })).statusCode).toBe(400);
  });

  it('refuses a forged webhook with 400 and applies nothing', async () => {
    const { userId, subscriptionId } = await subscribed();
    const forged = await deliver(PAYPAL_EVENTS.expired, { id: subscriptionId }, 'forged-signature');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'Webhook signature verification failed.' });
    expect(await readUser(t.database, userId)).toMatchObject({ plan: 'basic', status: 'active' });
    expect(await t.database.db.select().from(paypalWebhookEvents)).toEqual([]);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: headers(VALID_SIGNATURE),
      payload: '{"id":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('applies a redelivered event once', async () => {
    const { userId, subscriptionId } = await subscribed();
    await updateUser(t.database, userId, { balance: 42 });
    const sale = { id: 'SALE-1', billing_agreement_id: subscriptionId, amount: { total: '12.00', currency: 'USD' } };
    const first = await deliver(PAYPAL_EVENTS.saleCompleted, sale, VALID_SIGNATURE, 'WH-SALE');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect((await readUser(t.database, userId)).balance).toBe(10000);
    await updateUser(t.database, userId, { balance: 42 });
    const again = await Promise.all(
      [1, 2, 3].map(() => deliver(PAYPAL_EVENTS.saleCompleted, sale, VALID_SIGNATURE, 'WH-SALE')),
    );
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await readUser(t.database, userId)).balance).toBe(42);
    expect(await t.database.db.select().from(paypalWebhookEvents)).toHaveLength(1);
  });

  it('applies each event type to the subscription’s user', async () => {
    const { cookie, userId, subscriptionId } = await subscribed();
    const sub = { id: subscriptionId };
    await deliver(PAYPAL_EVENTS.paymentFailed, sub);
    expect(await me(cookie)).toMatchObject({ status: 'payment_failed', plan: 'basic' });
    await deliver(PAYPAL_EVENTS.suspended, sub);
    expect(await me(cookie)).toMatchObject({ status: 'suspended' });

    // A renewal: PayPal's next billing time, a fresh month of credits, active again.
    standIn.approve(subscriptionId, inTwoMonths);
    await updateUser(t.database, userId, { balance: 5 });
    await deliver(PAYPAL_EVENTS.saleCompleted, { id: 'SALE-2', billing_agreement_id: subscriptionId });
    expect(await me(cookie)).toMatchObject({
      status: 'active',
      balance: 10000,
      nextBillingTime: inTwoMonths,
    });

    // UPDATED to another plan (revised at PayPal): plan and cycle from the PayPal plan id.
    standIn.subscriptions.set(subscriptionId, { ...standIn.approve(subscriptionId), plan_id: 'P-PRO-A' });
    await deliver(PAYPAL_EVENTS.updated, sub);
    expect(await me(cookie)).toMatchObject({ plan: 'professional', billingCycle: 'annual', balance: 20000 });

    await deliver(PAYPAL_EVENTS.cancelled, sub);
    expect(await me(cookie)).toMatchObject({ status: 'pending_cancellation', plan: 'professional' });
    await deliver(PAYPAL_EVENTS.expired, sub);
    expect(await me(cookie)).toMatchObject({
      plan: 'free',
      status: 'active',
      subscriptionId: null,
      billingCycle: null,
    });
  });

  it('activates from the ACTIVATED event alone (the browser never came back)', async () => {
    const user = await fastUser(app, 'ada@example.com');
    const { subscriptionId } = (
      await client(app, user.cookie).post('/api/create_subscription', { plan: 'professional', billingCycle: 'monthly' })
    ).json();
    standIn.approve(subscriptionId, inDays(31));
    expect((await deliver(PAYPAL_EVENTS.activated, { id: subscriptionId })).statusCode).toBe(200);
    expect(await me(user.cookie)).toMatchObject({
      plan: 'professional',
      billingCycle: 'monthly',
      subscriptionId,
      balance: 20000,
    });
  });

  it("ignores events about a subscription that is not the user's current one, and unknown events", async () => {
    const { cookie, subscriptionId } = await subscribed();
    const old = (
      await client(app, cookie).post('/api/create_subscription', { plan: 'professional', billingCycle: 'monthly' })
    ).json();
    standIn.approve(old.subscriptionId);
    expect((await deliver(PAYPAL_EVENTS.expired, { id: old.subscriptionId })).statusCode).toBe(200);
    expect((await deliver('CUSTOMER.DISPUTE.CREATED', { id: 'PP-D-1' })).statusCode).toBe(200);
    expect((await deliver(PAYPAL_EVENTS.suspended, { id: 'I-UNKNOWN' })).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ plan: 'basic', status: 'active', subscriptionId });
  });
});
