import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from './api-client.ts';
import { loadFailureReason } from './load-failure.ts';

describe('loadFailureReason', () => {
  it('tells an unreachable server from a failing one', () => {
    expect(loadFailureReason(new ApiError(NETWORK_ERROR_STATUS, {}))).toBe(
      'The server could not be reached. Check your connection.',
    );
    expect(loadFailureReason(new ApiError(503, {}))).toBe('The server had a problem (error 503).');
    expect(loadFailureReason(new ApiError(429, {}))).toBe('The server refused the request (error 429).');
    expect(loadFailureReason(new Error('bad json'))).toBe('Something went wrong while reading the answer.');
  });
});
