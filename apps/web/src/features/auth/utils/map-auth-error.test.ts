import { texts } from '@filldeck/shared';
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
    [apiError(403, 'EMAIL_NOT_VERIFIED'), texts.login.emailNotVerified],
    [apiError(401, 'USER_NOT_FOUND'), texts.login.userNotFound],
    [apiError(401, 'INVALID_PASSWORD'), texts.login.wrongPassword],
    [apiError(429), texts.login.tooManyRequests],
    [apiError(401, 'INVALID_EMAIL_OR_PASSWORD'), texts.login.generic],
    [apiError(500), texts.login.generic],
    [apiError(NETWORK_ERROR_STATUS), texts.login.generic],
    [new SessionError(), texts.login.sessionFailed],
    [new SessionError(apiError(401)), texts.login.sessionFailed],
    [new SessionError(apiError(429)), texts.login.tooManyRequests],
    [new TypeError('boom'), texts.login.generic],
  ])('maps %o to the product text', (error, text) => {
    expect(loginErrorMessage(error)).toBe(text);
  });
});

describe('registerErrorMessage', () => {
  it.each([
    [apiError(422, 'USER_ALREADY_EXISTS'), texts.register.emailInUse],
    [apiError(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'), texts.register.emailInUse],
    [apiError(400, 'PASSWORD_TOO_SHORT'), texts.register.weakPassword],
    [apiError(400, 'PASSWORD_TOO_LONG'), texts.register.weakPassword],
    [apiError(429), texts.login.tooManyRequests],
    [apiError(400, 'INVALID_EMAIL'), texts.register.generic],
    [new Error('offline'), texts.register.generic],
  ])('maps %o to the product text', (error, text) => {
    expect(registerErrorMessage(error)).toBe(text);
  });
});

describe('resetErrorMessage', () => {
  it.each([
    [apiError(400, 'INVALID_TOKEN'), texts.reset.invalidLink],
    [apiError(400, 'PASSWORD_TOO_SHORT'), texts.register.weakPassword],
    [apiError(429), texts.login.tooManyRequests],
    [apiError(500), texts.reset.failed],
    [new Error('offline'), texts.reset.failed],
  ])('maps %o to the product text', (error, text) => {
    expect(resetErrorMessage(error)).toBe(text);
  });
});

describe('resetCodeErrorMessage', () => {
  it.each([
    [apiError(400), texts.reset.invalidLink],
    [apiError(429), texts.login.tooManyRequests],
    [apiError(500), texts.reset.failed],
    [apiError(NETWORK_ERROR_STATUS), texts.reset.failed],
    [new Error('offline'), texts.reset.failed],
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
