import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PaypalStandIn, startPaypalStandIn, VALID_SIGNATURE } from '../../../../test/paypal-stand-in.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { PaypalError } from './paypal-error.ts';
import { createPaypalProvider } from './paypal-provider.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ada = { id: 'user-ada', email: 'ada@example.com', name: 'Ada' };
const back = { ok: 'http://localhost:3000/subscription/paypal?status=approved', no: 'http://x/c' };

describe('the PayPal provider against a local stand-in of PayPal', () => {
  let standIn: PaypalStandIn;
  let clock = Date.UTC(2026, 4, 1);
  let paypal: PaymentProvider;
  beforeAll(async () => {
    standIn = await startPaypalStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
    paypal = createPaypalProvider(standIn.config(), { now: () => clock });
  });
  const tokenCalls = () => standIn.requestsTo('POST', '/v1/oauth2/token').length;

  it('creates a subscription for the plan and cycle with the user as custom_id and a PayPal-Request-Id', async () => {
    const created = await paypal.createSubscription(ada, 'professional', 'annual', back.ok, back.no);
    expect(created.approveUrl).toBe(
      `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-${created.id}`,
    );
    const [request] = standIn.requestsTo('POST', '/v1/billing/subscriptions');
    expect(request?.headers['paypal-request-id']).toMatch(UUID);
    expect(request?.headers.authorization).toMatch(/^Bearer A21-/);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      plan_id: 'P-PRO-A',
      custom_id: 'user-ada',
      subscriber: { email_address: 'ada@example.com' },
      application_context: {
        brand_name: 'FillDeck',
        user_action: 'SUBSCRIBE_NOW',
        shipping_preference: 'NO_SHIPPING',
        return_url: back.ok,
        cancel_url: back.no,
      },
    });
  });

  it('gets a token once and reuses it until shortly before it expires', async () => {
    standIn.setTokenLifetime(3600);
    const { id } = await paypal.createSubscription(ada, 'basic', 'monthly', back.ok, back.no);
    await Promise.all([paypal.getSubscription(id), paypal.getSubscription(id), paypal.getSubscription(id)]);
    expect(tokenCalls()).toBe(1);
    const [tokenRequest] = standIn.requestsTo('POST', '/v1/oauth2/token');
    expect(tokenRequest?.headers['paypal-request-id']).toMatch(UUID);
    clock += 3600_000 - 61_000;
    await paypal.getSubscription(id);
    expect(tokenCalls()).toBe(1);
    clock += 2_000;
    await paypal.getSubscription(id);
    expect(tokenCalls()).toBe(2);
    standIn.setTokenLifetime(32_400);
  });

  it('fetches a new token and retries once when PayPal no longer accepts the cached one', async () => {
    const { id } = await paypal.createSubscription(ada, 'basic', 'monthly', back.ok, back.no);
    standIn.revokeTokens();
    expect((await paypal.getSubscription(id))?.id).toBe(id);
    expect(tokenCalls()).toBe(2);
  });

  it("reads a subscription with FillDeck's plan and cycle, and null for an unknown id", async () => {
    const { id } = await paypal.createSubscription(ada, 'basic', 'annual', back.ok, back.no);
    standIn.approve(id, '2027-05-01T10:00:00Z');
    expect(await paypal.getSubscription(id)).toEqual({
      id,
      status: 'ACTIVE',
      planId: 'P-BASIC-A',
      plan: 'basic',
      cycle: 'annual',
      customId: 'user-ada',
      nextBillingTime: new Date('2027-05-01T10:00:00Z'),
    });
    expect(await paypal.getSubscription('I-UNKNOWN')).toBeNull();
  });

  it('cancels with a reason and a PayPal-Request-Id; a refusal becomes a readable error', async () => {
    const { id } = await paypal.createSubscription(ada, 'basic', 'monthly', back.ok, back.no);
    const refused = paypal.cancelSubscription(id, 'Changed my mind');
    await expect(refused).rejects.toBeInstanceOf(PaypalError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 502,
      paypalStatus: 422,
      message:
        'PayPal refused the request (422 SUBSCRIPTION_STATUS_INVALID): Invalid subscription status for cancel action; subscription status should be active or suspended.',
    });
    standIn.approve(id);
    await paypal.cancelSubscription(id, 'Changed my mind');
    const [, request] = standIn.requestsTo('POST', `/v1/billing/subscriptions/${id}/cancel`);
    expect(request?.headers['paypal-request-id']).toMatch(UUID);
    expect(JSON.parse(request?.body ?? '')).toEqual({ reason: 'Changed my mind' });
    expect(standIn.subscriptions.get(id)?.status).toBe('CANCELLED');
  });

  it('reports other PayPal errors in words: bad credentials, server errors, an unreachable PayPal', async () => {
    standIn.failNext('POST', '/v1/billing/subscriptions', 500, {
      name: 'INTERNAL_SERVER_ERROR',
      message: 'An internal server error occurred.',
    });
    await expect(paypal.createSubscription(ada, 'basic', 'monthly', back.ok, back.no)).rejects.toThrow(
      'PayPal refused the request (500 INTERNAL_SERVER_ERROR): An internal server error occurred.',
    );
    const wrong = createPaypalProvider({ ...standIn.config(), clientSecret: 'wrong' });
    await expect(wrong.getSubscription('I-1')).rejects.toThrow(
      'PayPal refused the request (401 invalid_client): Client Authentication failed',
    );
    const away = createPaypalProvider({ ...standIn.config(), apiBase: 'http://127.0.0.1:9' });
    await expect(away.getSubscription('I-1')).rejects.toThrow(/^Could not reach PayPal/);
  });

  const signed = (sig: string) => ({
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
    'paypal-transmission-id': 'tx-1',
    'paypal-transmission-sig': sig,
    'paypal-transmission-time': '2026-05-01T10:00:00Z',
  });
  // Spacing and a float as PayPal sends them: the event must go back byte for byte.
  const rawEvent =
    '{"id":"WH-1", "event_type":"PAYMENT.SALE.COMPLETED","resource":{"amount":{"total":"7.00"},"x":1.50}}';

  it('verifies a webhook with verify-webhook-signature, sending the event exactly as received', async () => {
    expect(await paypal.verifyWebhook(signed(VALID_SIGNATURE), rawEvent)).toBe(true);
    const [request] = standIn.requestsTo('POST', '/v1/notifications/verify-webhook-signature');
    expect(request?.headers['paypal-request-id']).toMatch(UUID);
    expect(request?.body.endsWith(`"webhook_event":${rawEvent}}`)).toBe(true);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
      transmission_id: 'tx-1',
      transmission_sig: VALID_SIGNATURE,
      transmission_time: '2026-05-01T10:00:00Z',
      webhook_id: 'WH-ID',
      webhook_event: JSON.parse(rawEvent),
    });
  });

  it('refuses a forged webhook (FAILURE) and one without the transmission headers, without asking', async () => {
    expect(await paypal.verifyWebhook(signed('forged'), rawEvent)).toBe(false);
    const { 'paypal-transmission-sig': _, ...unsigned } = signed(VALID_SIGNATURE);
    const before = standIn.requests.length;
    expect(await paypal.verifyWebhook(unsigned, rawEvent)).toBe(false);
    expect(standIn.requests.length).toBe(before);
  });
});
