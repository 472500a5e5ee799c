import { ApiError, NETWORK_ERROR_STATUS } from './api-client.ts';

/** The server's own words for a failed request (`{error}` or `{message}`), when it sent any. */
export function serverErrorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const body = error.body as Record<string, unknown>;
  const text = typeof body.error === 'string' ? body.error : body.message;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === NETWORK_ERROR_STATUS;
}

interface ErrorTexts {
  /** Shown when the server gave no reason (and for errors that are not API errors). */
  fallback: string;
  /** Shown when the request never reached the server; the fallback when omitted. */
  network?: string;
}

/**
 * What to tell the user about a failed request: the server's reason, else the fallback
 * (docs/product.md#errors-and-empty-states).
 */
export function errorText(error: unknown, { fallback, network }: ErrorTexts): string {
  if (isNetworkError(error)) return network ?? fallback;
  return serverErrorText(error) ?? fallback;
}

/**
 * docs/product.md#errors-and-empty-states: an error whose text mentions 'limit' or 'subscription'
 * (any case) gets an upgrade hint appended.
 */
export function mentionsPlanLimit(message: string): boolean {
  return /limit|subscription/i.test(message);
}

/** The message followed by the hint when the message is about plan limits. */
export function withUpgradeHint(message: string, hint: string): string {
  return mentionsPlanLimit(message) ? `${message} ${hint}` : message;
}
