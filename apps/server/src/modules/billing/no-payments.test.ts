import { PAYMENTS_NOT_SET_UP } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { fastUser } from '../../../test/fast-user.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { sandboxSubscriptions } from '../../db/schema.ts';

describe('a server without a payment provider', () => {
  const t = useTestApp('pglite', { paymentProvider: 'none' });

  it('says so, and no checkout route gives a paid plan', async () => {
    const provider = await t.app.inject({ method: 'GET', url: '/api/payment_provider' });
    expect(provider.json()).toEqual({ provider: 'none' });

    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    for (const [url, payload] of [
      ['/api/create_subscription', { plan: 'professional', billingCycle: 'monthly' }],
      ['/api/confirm_subscription', { subscriptionId: 'SANDBOX-0d7c1f38-0000-4000-8000-000000000000' }],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual({ error: PAYMENTS_NOT_SET_UP, code: 'NOT_CONFIGURED' });
    }
    expect(await t.database.db.select().from(sandboxSubscriptions)).toEqual([]);
    // The sandbox's approval page does not exist here.
    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox-paypal/checkout/SANDBOX-0d7c1f38-0000-4000-8000-000000000000',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(sandbox.statusCode).toBe(404);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().plan).toBe('free');
  });
});
