import { messages } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from './api-client.ts';
import { errorText, mentionsPlanLimit, serverErrorText, withUpgradeHint } from './error-text.ts';

const texts = { fallback: messages.prebuilt.failedToCreate, network: messages.prebuilt.networkCreate };

describe('error texts', () => {
  it("uses the server's {error} as the message", () => {
    const error = new ApiError(403, { error: 'You have reached the template limit of 2 for your plan (Free).' });
    expect(errorText(error, texts)).toBe('You have reached the template limit of 2 for your plan (Free).');
  });

  it('falls back to the spec text when the server gave no reason', () => {
    expect(errorText(new ApiError(500, null), texts)).toBe(messages.prebuilt.failedToCreate);
    expect(errorText(new ApiError(500, { error: '  ' }), texts)).toBe(messages.prebuilt.failedToCreate);
    expect(errorText(new Error('boom'), texts)).toBe(messages.prebuilt.failedToCreate);
  });

  it('says the server could not be reached for network failures', () => {
    expect(errorText(new ApiError(NETWORK_ERROR_STATUS, { error: 'Network error' }), texts)).toBe(
      messages.prebuilt.networkCreate,
    );
    expect(errorText(new ApiError(NETWORK_ERROR_STATUS, {}), { fallback: 'x' })).toBe('x');
  });

  it('reads better-auth style {message} bodies too', () => {
    expect(serverErrorText(new ApiError(400, { message: 'Bad input' }))).toBe('Bad input');
  });
});

describe('upgrade hint', () => {
  it("is appended when the message mentions 'limit' or 'subscription' in any case", () => {
    expect(mentionsPlanLimit('You have reached the project LIMIT of 0')).toBe(true);
    expect(mentionsPlanLimit('Your Subscription has ended')).toBe(true);
    expect(withUpgradeHint('Project limit reached.', messages.sidebar.upgradeHint)).toBe(
      `Project limit reached. ${messages.sidebar.upgradeHint}`,
    );
  });

  it('is left out for other errors', () => {
    expect(mentionsPlanLimit(messages.sidebar.failedToCreateProject)).toBe(false);
    expect(withUpgradeHint('Unexpected server error', messages.sidebar.upgradeHint)).toBe('Unexpected server error');
  });
});
