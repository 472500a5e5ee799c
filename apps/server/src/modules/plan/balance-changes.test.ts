import { describe, expect, it } from 'vitest';
import { balanceChangesDue, nextRefreshAfter, type UserRow } from './balance-changes.ts';

const d = (iso: string) => new Date(iso);

function user(fields: Partial<UserRow>): UserRow {
  return {
    id: 'u1',
    name: 'Ada',
    email: 'ada@example.com',
    emailVerified: true,
    image: null,
    createdAt: d('2026-01-01T00:00:00Z'),
    updatedAt: d('2026-01-01T00:00:00Z'),
    lastSignInAt: null,
    plan: 'free',
    balance: 7,
    billingCycle: null,
    status: 'active',
    subscriptionId: null,
    nextBillingTime: null,
    nextRefresh: d('2026-03-10T12:00:00Z'),
    ...fields,
  };
}

describe('nextRefreshAfter', () => {
  it('moves one month on when exactly at the boundary', () => {
    const at = d('2026-03-10T12:00:00Z');
    expect(nextRefreshAfter(at, at).toISOString()).toBe('2026-04-10T12:00:00.000Z');
  });

  it('moves on by whole months from the anchor until it is in the future', () => {
    expect(nextRefreshAfter(d('2026-01-31T00:00:00Z'), d('2026-05-15T00:00:00Z')).toISOString()).toBe(
      '2026-05-31T00:00:00.000Z',
    );
    expect(nextRefreshAfter(d('2024-02-29T08:00:00Z'), d('2026-02-28T08:00:00Z')).toISOString()).toBe(
      '2026-03-29T08:00:00.000Z',
    );
  });
});

describe('balanceChangesDue', () => {
  it('has nothing due a millisecond before nextRefresh', () => {
    expect(balanceChangesDue(user({}), d('2026-03-10T11:59:59.999Z'))).toBeNull();
  });

  it("refreshes to the plan's monthly credits at nextRefresh", () => {
    expect(balanceChangesDue(user({ plan: 'Basic' }), d('2026-03-10T12:00:00Z'))).toEqual({
      balance: 10000,
      nextRefresh: d('2026-04-10T12:00:00Z'),
    });
  });

  it('returns a cancelled plan to free once its period is over, and refreshes with free credits', () => {
    const cancelled = user({
      plan: 'professional',
      status: 'pending_cancellation',
      billingCycle: 'annual',
      subscriptionId: 'I-1',
      nextBillingTime: d('2026-03-01T00:00:00Z'),
    });
    expect(balanceChangesDue(cancelled, d('2026-03-10T12:00:00Z'))).toEqual({
      plan: 'free',
      status: 'active',
      billingCycle: null,
      subscriptionId: null,
      nextBillingTime: null,
      balance: 500,
      nextRefresh: d('2026-04-10T12:00:00Z'),
    });
    expect(balanceChangesDue(cancelled, d('2026-02-28T23:59:59Z'))).toBeNull();
  });

  it("ends a cancelled plan with the free plan's credits, or the lower balance left, refilled a month on", () => {
    const cancelled = user({
      plan: 'basic',
      status: 'pending_cancellation',
      billingCycle: 'monthly',
      subscriptionId: 'I-1',
      balance: 9200,
      nextBillingTime: d('2026-03-01T00:00:00Z'),
      nextRefresh: d('2026-03-20T00:00:00Z'),
    });
    const now = d('2026-03-05T08:00:00Z');
    expect(balanceChangesDue(cancelled, now)).toEqual({
      plan: 'free',
      status: 'active',
      billingCycle: null,
      subscriptionId: null,
      nextBillingTime: null,
      balance: 500,
      nextRefresh: d('2026-04-05T08:00:00Z'),
    });
    expect(balanceChangesDue({ ...cancelled, balance: 120 }, now)).toMatchObject({
      balance: 120,
      nextRefresh: d('2026-04-05T08:00:00Z'),
    });
  });

  it('keeps an active paid plan whose billing time has passed (renewals come from the provider)', () => {
    const active = user({ plan: 'basic', subscriptionId: 'I-1', nextBillingTime: d('2026-03-01T00:00:00Z') });
    expect(balanceChangesDue(active, d('2026-03-05T00:00:00Z'))).toBeNull();
  });

  it('refills a suspended or unpaid plan with free credits, keeping the plan', () => {
    for (const status of ['suspended', 'payment_failed']) {
      const unpaid = user({ plan: 'professional', status, subscriptionId: 'I-1' });
      expect(balanceChangesDue(unpaid, d('2026-03-10T12:00:00Z'))).toEqual({
        balance: 500,
        nextRefresh: d('2026-04-10T12:00:00Z'),
      });
    }
  });

  it('starts the monthly cycle for a row without nextRefresh, leaving the balance alone', () => {
    expect(balanceChangesDue(user({ nextRefresh: null }), d('2026-03-05T00:00:00Z'))).toEqual({
      nextRefresh: d('2026-04-05T00:00:00Z'),
    });
  });
});
