import { describe, expect, it } from 'vitest';
import {
  type CancellableUser,
  canCancelSubscription,
  canResumeSubscription,
  isCancellationPending,
} from './can-cancel.ts';

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

  it('offers Resume for a cancelled paid plan only while its period runs', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const cancelled = { ...paid, status: 'pending_cancellation', nextBillingTime: '2026-12-25T10:00:00Z' };
    expect(canResumeSubscription(cancelled, now)).toBe(true);
    expect(canResumeSubscription({ ...cancelled, nextBillingTime: '2026-11-25T09:59:59Z' }, now)).toBe(false);
    expect(canResumeSubscription({ ...cancelled, nextBillingTime: null }, now)).toBe(false);
    expect(canResumeSubscription({ ...cancelled, subscriptionId: null }, now)).toBe(false);
    expect(canResumeSubscription({ ...cancelled, status: 'active' }, now)).toBe(false);
    expect(canResumeSubscription({ ...cancelled, plan: 'free' }, now)).toBe(false);
  });
});
