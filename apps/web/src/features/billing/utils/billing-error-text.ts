import { ApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';

/**
 * What a failed billing request tells the user: the server's reason for a refusal (4xx, e.g.
 * 'No active subscription to cancel.'), else the page's own text — a 5xx body only says that
 * something broke, and the fallback says what did.
 */
export function billingErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 500) return fallback;
  return errorText(error, { fallback });
}
