import { describe, expect, it } from 'vitest';
import { isCancelledChoice, isCurrentChoice, type PlanHolder } from './is-current-choice.ts';

const basicMonthly: PlanHolder = { plan: 'basic', billingCycle: 'monthly', status: 'active' };

describe('the current plan among the pricing cards', () => {
  it('is the same plan, the same billing cycle, while active', () => {
    expect(isCurrentChoice(basicMonthly, 'basic', 'monthly')).toBe(true);
    expect(isCurrentChoice({ ...basicMonthly, status: 'ACTIVE' }, 'basic', 'monthly')).toBe(true);
  });

  it('lets a Basic monthly user switch to Basic annual, and back', () => {
    expect(isCurrentChoice(basicMonthly, 'basic', 'annual')).toBe(false);
    expect(isCurrentChoice({ ...basicMonthly, billingCycle: 'annual' }, 'basic', 'monthly')).toBe(false);
    expect(isCurrentChoice(basicMonthly, 'professional', 'monthly')).toBe(false);
  });

  it('lets a user whose plan is not active subscribe to it again', () => {
    for (const status of ['pending_cancellation', 'cancelled', 'suspended', 'payment_failed']) {
      expect(isCurrentChoice({ ...basicMonthly, status }, 'basic', 'monthly')).toBe(false);
    }
  });

  it('marks Free for an active free user in either view, and never for a paid one', () => {
    const free: PlanHolder = { plan: 'free', billingCycle: null, status: 'active' };
    expect(isCurrentChoice(free, 'free', 'annual')).toBe(true);
    expect(isCurrentChoice(free, 'free', 'monthly')).toBe(true);
    expect(isCurrentChoice(free, 'basic', 'annual')).toBe(false);
    expect(isCurrentChoice(basicMonthly, 'free', 'monthly')).toBe(false);
  });

  it('marks the cancelled plan and cycle as one to resume, not to buy', () => {
    const cancelled: PlanHolder = { ...basicMonthly, status: 'pending_cancellation' };
    expect(isCancelledChoice(cancelled, 'basic', 'monthly')).toBe(true);
    expect(isCancelledChoice(cancelled, 'basic', 'annual')).toBe(false);
    expect(isCancelledChoice(cancelled, 'professional', 'monthly')).toBe(false);
    expect(isCancelledChoice(basicMonthly, 'basic', 'monthly')).toBe(false);
  });
});
