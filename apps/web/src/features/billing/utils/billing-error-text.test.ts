import { texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '#lib/api-client.ts';
import { billingErrorText } from './billing-error-text.ts';

const fallback = texts.subscription.cancellationFailed;

describe('billing error text', () => {
  it("gives the server's reason for a refusal", () => {
    const error = new ApiError(400, { error: texts.subscription.noActiveSubscription });
    expect(billingErrorText(error, fallback)).toBe('No active subscription to cancel.');
  });

  it('says what failed when the server broke or could not be reached', () => {
    expect(billingErrorText(new ApiError(500, { error: 'Internal server error' }), fallback)).toBe(
      'Cancellation failed',
    );
    expect(billingErrorText(new ApiError(502, null), fallback)).toBe('Cancellation failed');
    expect(billingErrorText(new ApiError(NETWORK_ERROR_STATUS, { error: 'Network error' }), fallback)).toBe(
      'Cancellation failed',
    );
    expect(billingErrorText(new Error('boom'), fallback)).toBe('Cancellation failed');
  });
});
