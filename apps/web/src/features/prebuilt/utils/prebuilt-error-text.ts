import { messages } from '@filldeck/shared';
import { isApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';

/**
 * The prebuilt flow's texts (docs/product.md#prebuilt-templates): the server's error, else 'Failed
 * to …', or the network text when the server could not be reached; signed out → 'You must be logged
 * in…'.
 */
export function prebuiltErrorText(error: unknown, step: 'create' | 'rename'): string {
  if (isApiError(error, 401)) return messages.prebuilt.mustBeLoggedIn;
  return step === 'create'
    ? errorText(error, { fallback: messages.prebuilt.failedToCreate, network: messages.prebuilt.networkCreate })
    : errorText(error, { fallback: messages.prebuilt.failedToRename, network: messages.prebuilt.networkRename });
}
