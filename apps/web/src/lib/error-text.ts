import { type ErrorCode, isErrorCode, UPGRADE_HINT_CODES } from '@filldeck/shared';
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
 * (docs/product.md#the-signed-in-shell-and-the-sidebar).
 */
export function errorText(error: unknown, { fallback, network }: ErrorTexts): string {
  if (isNetworkError(error)) return network ?? fallback;
  return serverErrorText(error) ?? fallback;
}

/** The API's code of a failed request (`{ error, code }`), when it is one of ERROR_CODES. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError && isErrorCode(error.code) ? error.code : undefined;
}

/**
 * The upgrade hint (docs/product.md#the-signed-in-shell-and-the-sidebar): the server refused
 * because of the plan (a limit, a locked item, too few credits). Decided on the error's code,
 * never on its wording.
 */
export function suggestsUpgrade(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && UPGRADE_HINT_CODES.includes(code);
}

/** An error to show a person: its text, and whether the upgrade hint goes with it. */
export interface ErrorNotice {
  message: string;
  suggestsUpgrade: boolean;
}

/** errorText with the upgrade decision, for 'Oops!' and the other places that may show the hint. */
export function errorNotice(error: unknown, texts: ErrorTexts): ErrorNotice {
  return { message: errorText(error, texts), suggestsUpgrade: suggestsUpgrade(error) };
}
