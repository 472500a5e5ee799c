import { describe, expect, it } from 'vitest';
import { type CancellableUser, canCancelSubscription, isCancellationPending } from './can-cancel.ts';

const paid: CancellableUser = { plan: 'basic', status: 'active', subscriptionId: 'I-123' };

describe('cancel button visibility', () => {
  it('shows for a paid, active plan with a subscription id', () => {
    expect(canCancelSubscription(paid)).toBe(true);
    expect(canCancelSubscription({ ...paid, plan: 'professional', status: 'ACTIVE' })).toBe(true);
  });

  it('hides on the free plan', () => {
    expect(canCancelSubscription({ ...paid, plan: 'free' })).toBe(false);
  });

  it('hides when the status is not active', () => {
    for (const status of ['pending_cancellation', 'suspended', 'payment_failed', 'cancelled']) {
      expect(canCancelSubscription({ ...paid, status })).toBe(false);
    }
  });

  it('hides without a subscription id', () => {
    expect(canCancelSubscription({ ...paid, subscriptionId: null })).toBe(false);
    expect(canCancelSubscription({ ...paid, subscriptionId: '  ' })).toBe(false);
  });

  it('knows a cancelled paid plan is waiting for its end', () => {
    expect(isCancellationPending({ plan: 'basic', status: 'pending_cancellation' })).toBe(true);
    expect(isCancellationPending({ plan: 'free', status: 'pending_cancellation' })).toBe(false);
    expect(isCancellationPending(paid)).toBe(false);
  });
});
