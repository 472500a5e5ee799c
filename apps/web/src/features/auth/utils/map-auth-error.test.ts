import { messages } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '#lib/api-client.ts';
import {
  isEmailAlreadyVerified,
  loginErrorMessage,
  registerErrorMessage,
  resetCodeErrorMessage,
  resetErrorMessage,
  SessionError,
} from './map-auth-error.ts';

const apiError = (status: number, code?: string) => new ApiError(status, code ? { code, message: 'raw' } : null);

describe('loginErrorMessage', () => {
  it.each([
    [apiError(403, 'EMAIL_NOT_VERIFIED'), messages.login.emailNotVerified],
    [apiError(401, 'USER_NOT_FOUND'), messages.login.userNotFound],
    [apiError(401, 'INVALID_PASSWORD'), messages.login.wrongPassword],
    [apiError(429), messages.login.tooManyRequests],
    [apiError(401, 'INVALID_EMAIL_OR_PASSWORD'), messages.login.generic],
    [apiError(500), messages.login.generic],
    [apiError(NETWORK_ERROR_STATUS), messages.login.generic],
    [new SessionError(), messages.login.sessionFailed],
    [new SessionError(apiError(401)), messages.login.sessionFailed],
    [new SessionError(apiError(429)), messages.login.tooManyRequests],
    [new TypeError('boom'), messages.login.generic],
  ])('maps %o to the product text', (error, text) => {
    expect(loginErrorMessage(error)).toBe(text);
  });
});

describe('registerErrorMessage', () => {
  it.each([
    [apiError(422, 'USER_ALREADY_EXISTS'), messages.register.emailInUse],
    [apiError(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'), messages.register.emailInUse],
    [apiError(400, 'PASSWORD_TOO_SHORT'), messages.register.weakPassword],
    [apiError(400, 'PASSWORD_TOO_LONG'), messages.register.weakPassword],
    [apiError(429), messages.login.tooManyRequests],
    [apiError(400, 'INVALID_EMAIL'), messages.register.generic],
    [new Error('offline'), messages.register.generic],
  ])('maps %o to the product text', (error, text) => {
    expect(registerErrorMessage(error)).toBe(text);
  });
});

describe('resetErrorMessage', () => {
  it.each([
    [apiError(400, 'INVALID_TOKEN'), messages.reset.invalidLink],
    [apiError(400, 'PASSWORD_TOO_SHORT'), messages.register.weakPassword],
    [apiError(429), messages.login.tooManyRequests],
    [apiError(500), messages.reset.failed],
    [new Error('offline'), messages.reset.failed],
  ])('maps %o to the product text', (error, text) => {
    expect(resetErrorMessage(error)).toBe(text);
  });
});

describe('resetCodeErrorMessage', () => {
  it.each([
    [apiError(400), messages.reset.invalidLink],
    [apiError(429), messages.login.tooManyRequests],
    [apiError(500), messages.reset.failed],
    [apiError(NETWORK_ERROR_STATUS), messages.reset.failed],
    [new Error('offline'), messages.reset.failed],
  ])('maps %o to the product text', (error, text) => {
    expect(resetCodeErrorMessage(error)).toBe(text);
  });
});

describe('isEmailAlreadyVerified', () => {
  it('tells a used verification link from an invalid or expired one', () => {
    expect(isEmailAlreadyVerified(apiError(400, 'EMAIL_ALREADY_VERIFIED'))).toBe(true);
    for (const error of [
      apiError(401, 'INVALID_TOKEN'),
      apiError(401, 'TOKEN_EXPIRED'),
      apiError(500),
      new Error('x'),
    ]) {
      expect(isEmailAlreadyVerified(error)).toBe(false);
    }
  });
});
