import { texts } from '@filldeck/shared';
import { ApiError } from '#lib/api-client.ts';

/** Thrown when signing in worked but the token/session exchange that follows did not. */
export class SessionError extends Error {
  constructor(cause?: unknown) {
    super('Session exchange failed', { cause });
    this.name = 'SessionError';
  }
}

const TOO_MANY_REQUESTS = 429;
const WEAK_PASSWORD_CODES = new Set(['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG']);

/** The login page's text for a failure, chosen by code and status (docs/auth-contract.md). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof SessionError) {
    const isThrottled = error.cause instanceof ApiError && error.cause.status === TOO_MANY_REQUESTS;
    return isThrottled ? texts.login.tooManyRequests : texts.login.sessionFailed;
  }
  if (!(error instanceof ApiError)) return texts.login.generic;
  if (error.status === TOO_MANY_REQUESTS) return texts.login.tooManyRequests;
  switch (error.code) {
    case 'EMAIL_NOT_VERIFIED':
      return texts.login.emailNotVerified;
    case 'USER_NOT_FOUND':
      return texts.login.userNotFound;
    case 'INVALID_PASSWORD':
      return texts.login.wrongPassword;
    default:
      return texts.login.generic;
  }
}

export function registerErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return texts.register.generic;
  if (error.status === TOO_MANY_REQUESTS) return texts.login.tooManyRequests;
  if (error.code?.startsWith('USER_ALREADY_EXISTS')) return texts.register.emailInUse;
  if (error.code && WEAK_PASSWORD_CODES.has(error.code)) return texts.register.weakPassword;
  return texts.register.generic;
}

/**
 * The reset page's text for a failed reset. A password the server finds too short or too long
 * gets the weak-password text rather than the generic failure, so the user knows what to change.
 */
export function resetErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return texts.reset.failed;
  if (error.status === TOO_MANY_REQUESTS) return texts.login.tooManyRequests;
  if (error.code === 'INVALID_TOKEN') return texts.reset.invalidLink;
  if (error.code && WEAK_PASSWORD_CODES.has(error.code)) return texts.register.weakPassword;
  return texts.reset.failed;
}

/** The reset page's text when checking the link's code failed: throttled, refused, or broken. */
export function resetCodeErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return texts.reset.failed;
  if (error.status === TOO_MANY_REQUESTS) return texts.login.tooManyRequests;
  return error.status >= 400 && error.status < 500 ? texts.reset.invalidLink : texts.reset.failed;
}

/** Whether a verification link failed only because it was used: the email is verified already. */
export function isEmailAlreadyVerified(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'EMAIL_ALREADY_VERIFIED';
}
