import { describe, expect, it } from 'vitest';
import { usePaypalApp } from '../../../test/paypal-app.ts';
import { inDays } from '../../../test/paypal-stand-in.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { pendingCancellations } from '../../db/schema.ts';
import { createPaypalProvider } from './paypal/paypal-provider.ts';
import { cancelPending, retryDelayMs } from './pending-cancellations.ts';

describe.each(DB_KINDS)('the subscription a new one replaced, on %s', (kind) => {
  const { handle: h, me, subscribed } = usePaypalApp(kind);

  it('is cancelled at PayPal even when the first cancel fails: recorded with the switch, retried until done', async () => {
    const { cookie, api, subscriptionId: old } = await subscribed('ada@example.com', inDays(30));
    const created = await api.post('/api/create_subscription', { plan: 'professional', billingCycle: 'monthly' });
    const renewed = created.json().subscriptionId as string;
    h.standIn.approve(renewed, inDays(30));
    h.standIn.failNext('POST', `/v1/billing/subscriptions/${old}/cancel`, 503, { name: 'SERVICE_UNAVAILABLE' });

    const confirmed = await api.post('/api/confirm_subscription', { subscriptionId: renewed });
    expect(confirmed.statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ plan: 'professional', subscriptionId: renewed });
    // PayPal would still bill the old one: it is kept, with why, for a later attempt.
    expect(h.standIn.subscriptions.get(old)?.status).toBe('ACTIVE');
    const [pending] = await h.t.database.db.select().from(pendingCancellations);
    expect(pending).toMatchObject({ subscriptionId: old, attempts: 1 });
    expect(pending?.lastError).toContain('503');

    // Not yet due: nothing is tried.
    const log = h.app.log;
    expect(await cancelPending(h.t.database.db, paypal(), log)).toEqual({ cancelled: [], failed: [] });
    // Due (the retry runs at start and every minute): cancelled at PayPal, and forgotten.
    const later = new Date(Date.now() + retryDelayMs(1) + 1000);
    expect(await cancelPending(h.t.database.db, paypal(), log, later)).toEqual({ cancelled: [old], failed: [] });
    expect(h.standIn.subscriptions.get(old)?.status).toBe('CANCELLED');
    expect(await h.t.database.db.select().from(pendingCancellations)).toEqual([]);
  });

  it('waits longer after each failure, up to an hour', () => {
    expect([1, 2, 3, 7, 20].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });

  /** The provider the app uses, pointed at the stand-in. */
  function paypal() {
    return createPaypalProvider(h.standIn.config());
  }
});
