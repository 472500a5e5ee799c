import { describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api-client.ts';
import {
  CONFIRM_RETRY_DELAYS_MS,
  ConfirmationPendingError,
  confirmRetryDelay,
  shouldRetryConfirm,
} from './confirm-retry.ts';

const pending = new ConfirmationPendingError('APPROVED');

describe('confirming a subscription PayPal has approved but not activated yet', () => {
  it('asks again a few times while the answer is pending, then gives up', () => {
    const attempts = CONFIRM_RETRY_DELAYS_MS.length;
    for (let failures = 0; failures < attempts; failures++) expect(shouldRetryConfirm(failures, pending)).toBe(true);
    expect(shouldRetryConfirm(attempts, pending)).toBe(false);
  });

  it('waits a little longer each time, about ten seconds in all', () => {
    const waits = CONFIRM_RETRY_DELAYS_MS.map((_, failures) => confirmRetryDelay(failures));
    expect(waits).toEqual([1000, 1500, 2000, 2500, 3000]);
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeGreaterThanOrEqual(8_000);
    expect(total).toBeLessThanOrEqual(12_000);
  });

  it('does not retry a refusal or a failure: those are shown at once', () => {
    expect(shouldRetryConfirm(0, new ApiError(409, { error: 'The subscription is not active.' }))).toBe(false);
    expect(shouldRetryConfirm(0, new ApiError(404, { error: 'Subscription not found.' }))).toBe(false);
    expect(shouldRetryConfirm(0, new ApiError(502, null))).toBe(false);
  });
});
