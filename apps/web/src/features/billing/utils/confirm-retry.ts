/**
 * PayPal can report a subscription APPROVED (not yet ACTIVE) for a few seconds after the buyer
 * returns; the server then answers 202 `{pending: true}` and the confirmation is asked again.
 */
export class ConfirmationPendingError extends Error {
  constructor(readonly providerStatus: string) {
    super(`The subscription is approved but not active yet (status ${providerStatus}).`);
    this.name = 'ConfirmationPendingError';
  }
}

/** Waits between the asks: about 10 seconds in all before the page gives up. */
export const CONFIRM_RETRY_DELAYS_MS = [1000, 1500, 2000, 2500, 3000] as const;

/** TanStack's `retry`: only a pending confirmation is asked again, as often as there are delays. */
export function shouldRetryConfirm(failureCount: number, error: unknown): boolean {
  return error instanceof ConfirmationPendingError && failureCount < CONFIRM_RETRY_DELAYS_MS.length;
}

/** TanStack's `retryDelay` for the retry after `failureCount` failures (0 for the first). */
export function confirmRetryDelay(failureCount: number): number {
  const last = CONFIRM_RETRY_DELAYS_MS.length - 1;
  return CONFIRM_RETRY_DELAYS_MS[Math.min(Math.max(failureCount, 0), last)] ?? 0;
}
