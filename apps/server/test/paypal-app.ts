import { meSchema } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { client } from './content-client.ts';
import { fastUser } from './fast-user.ts';
import { inDays, type PaypalStandIn, startPaypalStandIn, VALID_SIGNATURE } from './paypal-stand-in.ts';
import { type TestApp, useTestApp } from './test-app.ts';
import type { DbKind } from './test-database.ts';

/** The transmission headers of a webhook delivery, signed validly or not for the stand-in. */
export const webhookHeaders = (signature: string) => ({
  'content-type': 'application/json',
  'paypal-auth-algo': 'SHA256withRSA',
  'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
  'paypal-transmission-id': 'tx-1',
  'paypal-transmission-sig': signature,
  'paypal-transmission-time': '2026-05-01T10:00:00Z',
});

export interface PaypalTestApp {
  t: TestApp;
  standIn: PaypalStandIn;
  /** The app with the PayPal provider pointing at the stand-in. */
  app: FastifyInstance;
}

/**
 * A test app whose payment provider is PayPal, pointed at a local stand-in of PayPal's REST API
 * (one per test file and database kind), with helpers to subscribe and to deliver webhooks.
 */
export function usePaypalApp(kind: DbKind) {
  const handle = { t: useTestApp(kind) } as PaypalTestApp;
  let eventNo = 0;
  beforeAll(async () => {
    handle.standIn = await startPaypalStandIn();
    handle.app = await handle.t.buildSibling({ paypal: handle.standIn.config() });
  });
  afterAll(() => handle.standIn?.close());

  const deliver = (type: string, resource: Record<string, unknown>, signature = VALID_SIGNATURE, id?: string) => {
    const event = { id: id ?? `WH-${kind}-${++eventNo}`, event_type: type, resource_type: 'subscription', resource };
    return handle.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: webhookHeaders(signature),
      payload: JSON.stringify(event),
    });
  };
  const me = async (cookie: string) => meSchema.parse((await client(handle.app, cookie).get('/api/me')).json());

  /** A user whose Basic monthly subscription went through PayPal's approval and was confirmed. */
  async function subscribed(email = 'ada@example.com', nextBillingTime = inDays(30)) {
    const user = await fastUser(handle.app, email);
    const api = client(handle.app, user.cookie);
    const created = await api.post('/api/create_subscription', { plan: 'basic', billingCycle: 'monthly' });
    expect(created.statusCode).toBe(201);
    const { subscriptionId, approveUrl } = created.json();
    expect(approveUrl).toContain('https://www.sandbox.paypal.com/');
    handle.standIn.approve(subscriptionId, nextBillingTime);
    const confirmed = await api.post('/api/confirm_subscription', { subscriptionId });
    expect(confirmed.json()).toEqual({ success: true, plan: 'basic', billingCycle: 'monthly', status: 'active' });
    return { ...user, api, subscriptionId };
  }

  return { handle, deliver, me, subscribed };
}
