import { describe, expect, it } from 'vitest';
import { client } from '../../../test/content-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { usePaypalApp, webhookHeaders } from '../../../test/paypal-app.ts';
import { inDays, VALID_SIGNATURE } from '../../../test/paypal-stand-in.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { readUser, updateUser } from '../../../test/usage-fixtures.ts';
import { paypalWebhookEvents } from '../../db/schema.ts';
import { PAYPAL_EVENTS } from './paypal-events.ts';

const inTwoMonths = inDays(61);

describe.each(DB_KINDS)('PayPal webhooks (verified by a local stand-in) on %s', (kind) => {
  const { handle: h, deliver, me, subscribed } = usePaypalApp(kind);

  it('refuses a forged webhook with 400 and applies nothing', async () => {
    const { userId, subscriptionId } = await subscribed();
    const forged = await deliver(PAYPAL_EVENTS.expired, { id: subscriptionId }, 'forged-signature');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'Webhook signature verification failed.', code: 'BAD_REQUEST' });
    expect(await readUser(h.t.database, userId)).toMatchObject({ plan: 'basic', status: 'active' });
    expect(await h.t.database.db.select().from(paypalWebhookEvents)).toEqual([]);
    const malformed = await h.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: webhookHeaders(VALID_SIGNATURE),
      payload: '{"id":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('applies a redelivered event once', async () => {
    const { userId, subscriptionId } = await subscribed();
    await updateUser(h.t.database, userId, { balance: 42 });
    const sale = { id: 'SALE-1', billing_agreement_id: subscriptionId, amount: { total: '12.00', currency: 'USD' } };
    const first = await deliver(PAYPAL_EVENTS.saleCompleted, sale, VALID_SIGNATURE, 'WH-SALE');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect((await readUser(h.t.database, userId)).balance).toBe(10000);
    await updateUser(h.t.database, userId, { balance: 42 });
    const again = await Promise.all(
      [1, 2, 3].map(() => deliver(PAYPAL_EVENTS.saleCompleted, sale, VALID_SIGNATURE, 'WH-SALE')),
    );
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await readUser(h.t.database, userId)).balance).toBe(42);
    expect(await h.t.database.db.select().from(paypalWebhookEvents)).toHaveLength(1);
  });

  it('applies each event type to the subscription’s user', async () => {
    const { cookie, userId, subscriptionId } = await subscribed();
    const sub = { id: subscriptionId };
    await deliver(PAYPAL_EVENTS.paymentFailed, sub);
    expect(await me(cookie)).toMatchObject({ status: 'payment_failed', plan: 'basic' });
    await deliver(PAYPAL_EVENTS.suspended, sub);
    expect(await me(cookie)).toMatchObject({ status: 'suspended' });

    // A renewal: PayPal's next billing time, a fresh month of credits, active again.
    h.standIn.approve(subscriptionId, inTwoMonths);
    await updateUser(h.t.database, userId, { balance: 5 });
    await deliver(PAYPAL_EVENTS.saleCompleted, { id: 'SALE-2', billing_agreement_id: subscriptionId });
    expect(await me(cookie)).toMatchObject({
      status: 'active',
      balance: 10000,
      nextBillingTime: inTwoMonths,
    });

    // UPDATED to another plan (revised at PayPal): plan and cycle from the PayPal plan id.
    h.standIn.subscriptions.set(subscriptionId, { ...h.standIn.approve(subscriptionId), plan_id: 'P-PRO-A' });
    await deliver(PAYPAL_EVENTS.updated, sub);
    expect(await me(cookie)).toMatchObject({ plan: 'professional', billingCycle: 'annual', balance: 20000 });

    await deliver(PAYPAL_EVENTS.cancelled, sub);
    expect(await me(cookie)).toMatchObject({ status: 'pending_cancellation', plan: 'professional' });
    await deliver(PAYPAL_EVENTS.expired, sub);
    const expired = await me(cookie);
    expect(expired).toMatchObject({
      plan: 'free',
      status: 'active',
      subscriptionId: null,
      billingCycle: null,
      balance: 500,
    });
    const days = (new Date(expired.nextRefresh ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it('never re-applies the current subscription on confirm: a failed renewal or a cancellation stays, no credits', async () => {
    const { cookie, userId, subscriptionId, api } = await subscribed();
    await deliver(PAYPAL_EVENTS.paymentFailed, { id: subscriptionId });
    await updateUser(h.t.database, userId, { balance: 5 });
    // PayPal still says ACTIVE while it retries the payment: confirming again must not help.
    const again = await api.post('/api/confirm_subscription', { subscriptionId });
    expect(again.json()).toEqual({ success: true, plan: 'basic', billingCycle: 'monthly', status: 'payment_failed' });
    expect(await me(cookie)).toMatchObject({ status: 'payment_failed', balance: 5 });

    // Only PayPal's activation clears it, and it grants no credits (a payment does).
    await deliver(PAYPAL_EVENTS.activated, { id: subscriptionId });
    expect(await me(cookie)).toMatchObject({ status: 'active', balance: 5 });

    await deliver(PAYPAL_EVENTS.cancelled, { id: subscriptionId });
    await api.post('/api/confirm_subscription', { subscriptionId });
    expect(await me(cookie)).toMatchObject({ status: 'pending_cancellation', balance: 5 });
  });

  it('keeps a balance below the free credits when the subscription expires', async () => {
    const { cookie, userId, subscriptionId } = await subscribed();
    await updateUser(h.t.database, userId, { balance: 37 });
    expect((await deliver(PAYPAL_EVENTS.expired, { id: subscriptionId })).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ plan: 'free', balance: 37 });
  });

  it("refuses the event with 400 when PayPal's verification call itself is refused (4xx)", async () => {
    const { userId, subscriptionId } = await subscribed();
    h.standIn.failNext('POST', '/v1/notifications/verify-webhook-signature', 400, {
      name: 'VALIDATION_ERROR',
      message: 'Invalid request - see details',
      details: [{ issue: 'INVALID_PARAMETER_SYNTAX', description: 'cert_url is not a PayPal address.' }],
    });
    const refused = await deliver(PAYPAL_EVENTS.expired, { id: subscriptionId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^Webhook signature verification failed: PayPal refused the request \(400/);
    expect(await readUser(h.t.database, userId)).toMatchObject({ plan: 'basic', status: 'active' });
    expect(await h.t.database.db.select().from(paypalWebhookEvents)).toEqual([]);
    // PayPal itself failing is still a bad gateway: PayPal redelivers later.
    h.standIn.failNext('POST', '/v1/notifications/verify-webhook-signature', 503, { name: 'SERVICE_UNAVAILABLE' });
    expect((await deliver(PAYPAL_EVENTS.expired, { id: subscriptionId })).statusCode).toBe(502);
  });

  it('activates from the ACTIVATED event alone (the browser never came back)', async () => {
    const user = await fastUser(h.app, 'ada@example.com');
    const { subscriptionId } = (
      await client(h.app, user.cookie).post('/api/create_subscription', {
        plan: 'professional',
        billingCycle: 'monthly',
      })
    ).json();
    h.standIn.approve(subscriptionId, inDays(31));
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
      await client(h.app, cookie).post('/api/create_subscription', { plan: 'professional', billingCycle: 'monthly' })
    ).json();
    h.standIn.approve(old.subscriptionId);
    expect((await deliver(PAYPAL_EVENTS.expired, { id: old.subscriptionId })).statusCode).toBe(200);
    expect((await deliver('CUSTOMER.DISPUTE.CREATED', { id: 'PP-D-1' })).statusCode).toBe(200);
    expect((await deliver(PAYPAL_EVENTS.suspended, { id: 'I-UNKNOWN' })).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ plan: 'basic', status: 'active', subscriptionId });
  });
});
