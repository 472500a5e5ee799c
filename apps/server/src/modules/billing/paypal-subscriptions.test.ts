import { messages } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { client } from '../../../test/content-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { usePaypalApp } from '../../../test/paypal-app.ts';
import { inDays } from '../../../test/paypal-stand-in.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { PAYPAL_EVENTS } from './paypal-events.ts';

const nextMonth = inDays(30);

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

  it('cancels at PayPal; the plan stays until the period ends; a failed cancel says why', async () => {
    const { cookie, api, subscriptionId } = await subscribed('ada@example.com', nextMonth);
    h.standIn.failNext('POST', `/v1/billing/subscriptions/${subscriptionId}/cancel`, 500, {
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
    expect(h.standIn.subscriptions.get(subscriptionId)?.status).toBe('CANCELLED');
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
});
