import { ApiError, NETWORK_ERROR_STATUS } from './api-client.ts';

/** Why a load failed, in words a person can act on. */
export function loadFailureReason(error: unknown): string {
  if (error instanceof ApiError && error.status === NETWORK_ERROR_STATUS) {
    return 'The server could not be reached. Check your connection.';
  }
  if (error instanceof ApiError && error.status >= 500) return `The server had a problem (error ${error.status}).`;
  if (error instanceof ApiError) return `The server refused the request (error ${error.status}).`;
  return 'Something went wrong while reading the answer.';
}
