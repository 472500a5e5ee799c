import { texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from './api-client.ts';
import { errorCode, errorNotice, errorText, serverErrorText, suggestsUpgrade } from './error-text.ts';

const createTexts = { fallback: texts.prebuilt.failedToCreate, network: texts.prebuilt.networkCreate };

describe('error texts', () => {
  it("uses the server's {error} as the message", () => {
    const error = new ApiError(403, { error: 'You have reached the template limit of 2 for your plan (Free).' });
    expect(errorText(error, createTexts)).toBe('You have reached the template limit of 2 for your plan (Free).');
  });

  it('falls back to the general text when the server gave no reason', () => {
    expect(errorText(new ApiError(500, null), createTexts)).toBe(texts.prebuilt.failedToCreate);
    expect(errorText(new ApiError(500, { error: '  ' }), createTexts)).toBe(texts.prebuilt.failedToCreate);
    expect(errorText(new Error('boom'), createTexts)).toBe(texts.prebuilt.failedToCreate);
  });

  it('says the server could not be reached for network failures', () => {
    expect(errorText(new ApiError(NETWORK_ERROR_STATUS, { error: 'Network error' }), createTexts)).toBe(
      texts.prebuilt.networkCreate,
    );
    expect(errorText(new ApiError(NETWORK_ERROR_STATUS, {}), { fallback: 'x' })).toBe('x');
  });

  it('reads better-auth style {message} bodies too', () => {
    expect(serverErrorText(new ApiError(400, { message: 'Bad input' }))).toBe('Bad input');
  });
});

describe('upgrade hint', () => {
  it('goes with a plan limit, a locked item or too few credits, decided on the code', () => {
    for (const code of ['PLAN_LIMIT', 'LOCKED', 'INSUFFICIENT_CREDITS']) {
      expect(suggestsUpgrade(new ApiError(403, { error: 'Refused.', code }))).toBe(true);
    }
    const limit = new ApiError(403, {
      error: 'You have reached the project limit of 1 for your plan (Free).',
      code: 'PLAN_LIMIT',
    });
    expect(errorNotice(limit, createTexts)).toEqual({
      message: 'You have reached the project limit of 1 for your plan (Free).',
      suggestsUpgrade: true,
    });
  });

  it('is left out for other codes, unknown codes and errors without one, whatever the wording', () => {
    expect(
      suggestsUpgrade(
        new ApiError(400, { error: 'Request body is too large (the limit is 64 KiB)', code: 'BAD_REQUEST' }),
      ),
    ).toBe(false);
    expect(suggestsUpgrade(new ApiError(400, { error: 'No active subscription', code: 'INVALID_EMAIL' }))).toBe(false);
    expect(suggestsUpgrade(new ApiError(403, { error: 'You have reached the project limit' }))).toBe(false);
    expect(suggestsUpgrade(new ApiError(NETWORK_ERROR_STATUS, { error: 'Network error' }))).toBe(false);
    expect(suggestsUpgrade(new Error('limit'))).toBe(false);
    expect(errorCode(new ApiError(404, { error: 'Not found', code: 'NOT_FOUND' }))).toBe('NOT_FOUND');
    expect(errorCode(new ApiError(401, { code: 'INVALID_EMAIL_OR_PASSWORD' }))).toBeUndefined();
  });
});
