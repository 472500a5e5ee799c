import { texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '#lib/api-client.ts';
import { prebuiltErrorText } from './prebuilt-error-text.ts';

describe('prebuilt flow errors', () => {
  it("show the server's error", () => {
    const limit = new ApiError(403, { error: 'You have reached the template limit of 2 for your plan (Free).' });
    expect(prebuiltErrorText(limit, 'create')).toBe('You have reached the template limit of 2 for your plan (Free).');
  });

  it('fall back to the step’s own text', () => {
    expect(prebuiltErrorText(new ApiError(500, null), 'create')).toBe(texts.prebuilt.failedToCreate);
    expect(prebuiltErrorText(new ApiError(500, null), 'rename')).toBe(texts.prebuilt.failedToRename);
  });

  it('say the server could not be reached', () => {
    const offline = new ApiError(NETWORK_ERROR_STATUS, { error: 'Network error' });
    expect(prebuiltErrorText(offline, 'create')).toBe(texts.prebuilt.networkCreate);
    expect(prebuiltErrorText(offline, 'rename')).toBe(texts.prebuilt.networkRename);
  });

  it('ask a signed-out user to log in', () => {
    expect(prebuiltErrorText(new ApiError(401, { error: 'Not signed in' }), 'create')).toBe(
      texts.prebuilt.mustBeLoggedIn,
    );
  });
});
