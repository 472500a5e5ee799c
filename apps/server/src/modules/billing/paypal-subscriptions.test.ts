import { texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { client } from '../../../test/content-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { usePaypalApp } from '../../../test/paypal-app.ts';
import { inDays } from '../../../test/paypal-stand-in.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { createNoPaymentsProvider } from './no-payments-provider.ts';
import { createPaypalProvider } from './paypal/paypal-provider.ts';
import { PAYPAL_EVENTS } from './paypal-events.ts';
import { cancelPending } from './pending-cancellations.ts';

const nextMonth = inDays(30);
/** cancelPending with nothing due must not call the provider: this one refuses everything. */
const noProvider = createNoPaymentsProvider();

describe.each(DB_KINDS)('subscriptions through PayPal (a local stand-in) on %s', (kind) => {
  const { handle: h, deliver, me, subscribed } = usePaypalApp(kind);

  it('creates at PayPal with return URLs to /subscription/paypal and confirms once ACTIVE', async () => {
    const { cookie, subscriptionId } = await subscribed('ada@example.com', nextMonth);
    const [create] = h.standIn.requestsTo('POST', '/v1/billing/subscriptions').slice(-1);
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
    const ada = await fastUser(h.app, 'ada@example.com');
    const grace = await fastUser(h.app, 'grace@example.com');
    const { subscriptionId } = (
      await client(h.app, ada.cookie).post('/api/create_subscription', { plan: 'basic', billingCycle: 'annual' })
    ).json();
    const pending = await client(h.app, ada.cookie).post('/api/confirm_subscription', { subscriptionId });
    expect(pending.statusCode).toBe(409);
    h.standIn.approve(subscriptionId);
    expect((await client(h.app, grace.cookie).post('/api/confirm_subscription', { subscriptionId })).statusCode).toBe(
      404,
    );
    expect(
      (await client(h.app, grace.cookie).post('/api/confirm_subscription', { subscriptionId: 'I-NOPE' })).statusCode,
    ).toBe(404);
    expect(await me(grace.cookie)).toMatchObject({ plan: 'free' });
  });

  it('names the provider in use: PayPal', async () => {
    expect((await client(h.app).get('/api/payment_provider')).json()).toEqual({ provider: 'paypal' });
  });

  it('answers 202 pending while PayPal reports APPROVED, and confirms once it turns ACTIVE', async () => {
    const { cookie } = await fastUser(h.app, 'ada@example.com');
    const api = client(h.app, cookie);
    const { subscriptionId } = (
      await api.post('/api/create_subscription', { plan: 'basic', billingCycle: 'annual' })
    ).json();
    h.standIn.setStatus(subscriptionId, 'APPROVED');
    const pending = await api.post('/api/confirm_subscription', { subscriptionId });
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toEqual({ pending: true, status: 'APPROVED' });
    expect(await me(cookie)).toMatchObject({ plan: 'free', subscriptionId: null });

    h.standIn.approve(subscriptionId, nextMonth);
    const confirmed = await api.post('/api/confirm_subscription', { subscriptionId });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, plan: 'basic', billingCycle: 'annual', status: 'active' });
    // Cancelled or expired at PayPal: not retryable, a 409 as before.
    h.standIn.setStatus(subscriptionId, 'CANCELLED');
    expect((await api.post('/api/confirm_subscription', { subscriptionId })).statusCode).toBe(409);
  });

  it('accepts a switch of cycle, and buying the running plan again once it is cancelled', async () => {
    const { cookie, api, subscriptionId } = await subscribed('ada@example.com', nextMonth);
    const create = (billingCycle: string) => api.post('/api/create_subscription', { plan: 'basic', billingCycle });
    expect((await create('monthly')).statusCode).toBe(409);
    expect((await create('annual')).statusCode).toBe(201);
    expect((await api.post('/api/cancel_subscription', { subscriptionId })).statusCode).toBe(200);
    const again = await create('monthly');
    expect(again.statusCode).toBe(201);
    const renewed = again.json().subscriptionId;
    h.standIn.approve(renewed, inDays(31));
    expect((await api.post('/api/confirm_subscription', { subscriptionId: renewed })).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ plan: 'basic', status: 'active', subscriptionId: renewed });
  });

  it('cancels by suspending at PayPal until the period ends; the plan stays; a failed cancel says why', async () => {
    const { cookie, api, subscriptionId } = await subscribed('ada@example.com', nextMonth);
    h.standIn.failNext('POST', `/v1/billing/subscriptions/${subscriptionId}/suspend`, 500, {
      name: 'INTERNAL_SERVER_ERROR',
      message: 'Try later.',
    });
    const failed = await api.post('/api/cancel_subscription', { subscriptionId });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe(
      `${texts.subscription.cancellationFailed}: PayPal refused the request (500 INTERNAL_SERVER_ERROR): Try later.`,
    );
    expect(await me(cookie)).toMatchObject({ status: 'active' });

    const ok = await api.post('/api/cancel_subscription', { subscriptionId });
    expect(ok.json()).toEqual({ success: true });
    // Suspended, so nothing is billed and it can still be resumed; cancelled when the period ends.
    expect(h.standIn.subscriptions.get(subscriptionId)?.status).toBe('SUSPENDED');
    expect(await me(cookie)).toMatchObject({
      plan: 'basic',
      status: 'pending_cancellation',
      nextBillingTime: nextMonth,
    });
    // PayPal's SUSPENDED event for it keeps it a cancellation.
    expect((await deliver(PAYPAL_EVENTS.suspended, { id: subscriptionId })).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ plan: 'basic', status: 'pending_cancellation' });
    expect((await api.post('/api/cancel_subscription', { subscriptionId })).statusCode).toBe(400);

    expect((await cancelPending(h.t.database.db, noProvider, h.app.log)).cancelled).toEqual([]);
    const atPeriodEnd = new Date(Date.parse(nextMonth) + 1000);
    const provider = createPaypalProvider(h.standIn.config());
    expect(await cancelPending(h.t.database.db, provider, h.app.log, atPeriodEnd)).toEqual({
      cancelled: [subscriptionId],
      failed: [],
    });
    expect(h.standIn.subscriptions.get(subscriptionId)?.status).toBe('CANCELLED');
    // PayPal's CANCELLED event afterwards changes nothing more, and there is nothing to resume.
    expect((await deliver(PAYPAL_EVENTS.cancelled, { id: subscriptionId })).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ plan: 'basic', status: 'pending_cancellation' });
    const resume = await api.post('/api/resume_subscription', { subscriptionId });
    expect(resume.statusCode).toBe(400);
    expect(resume.json()).toEqual({ error: texts.subscription.cannotResume, code: 'BAD_REQUEST' });
  });

  it('resumes a cancelled subscription at PayPal: the same one, active again, no new checkout', async () => {
    const { cookie, api, subscriptionId } = await subscribed('ada@example.com', nextMonth);
    const before = await me(cookie);
    expect((await api.post('/api/cancel_subscription', { subscriptionId })).statusCode).toBe(200);
    const creates = h.standIn.requestsTo('POST', '/v1/billing/subscriptions').length;

    h.standIn.failNext('POST', `/v1/billing/subscriptions/${subscriptionId}/activate`, 500, {
      name: 'INTERNAL_SERVER_ERROR',
      message: 'Try later.',
    });
    const failed = await api.post('/api/resume_subscription', { subscriptionId });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe(
      `${texts.subscription.resumeFailed}: PayPal refused the request (500 INTERNAL_SERVER_ERROR): Try later.`,
    );
    expect(await me(cookie)).toMatchObject({ status: 'pending_cancellation' });

    const ok = await api.post('/api/resume_subscription', { subscriptionId });
    expect(ok.json()).toEqual({ success: true });
    expect(h.standIn.subscriptions.get(subscriptionId)?.status).toBe('ACTIVE');
    expect(h.standIn.requestsTo('POST', '/v1/billing/subscriptions')).toHaveLength(creates);
    expect(await me(cookie)).toEqual({ ...before, status: 'active' });
    // PayPal's ACTIVATED event for it changes nothing: no second month of credits.
    expect(
      (await deliver(PAYPAL_EVENTS.activated, { ...h.standIn.subscriptions.get(subscriptionId) })).statusCode,
    ).toBe(200);
    expect(await me(cookie)).toEqual({ ...before, status: 'active' });
    // Nothing is left to cancel at the period's end; it can be cancelled again.
    const later = new Date(Date.parse(nextMonth) + 1000);
    expect((await cancelPending(h.t.database.db, noProvider, h.app.log, later)).cancelled).toEqual([]);
    expect((await api.post('/api/resume_subscription', { subscriptionId })).statusCode).toBe(400);
    expect((await api.post('/api/cancel_subscription', { subscriptionId })).statusCode).toBe(200);
  });
});
