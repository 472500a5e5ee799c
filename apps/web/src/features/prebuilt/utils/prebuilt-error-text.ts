import { texts } from '@filldeck/shared';
import { isApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';

/**
 * The prebuilt flow's texts (docs/product.md#prebuilt-templates): the server's error, else 'Failed
 * to …', or the network text when the server could not be reached; signed out → 'You must be logged
 * in…'.
 */
export function prebuiltErrorText(error: unknown, step: 'create' | 'rename'): string {
  if (isApiError(error, 401)) return texts.prebuilt.mustBeLoggedIn;
  return step === 'create'
    ? errorText(error, { fallback: texts.prebuilt.failedToCreate, network: texts.prebuilt.networkCreate })
    : errorText(error, { fallback: texts.prebuilt.failedToRename, network: texts.prebuilt.networkRename });
}
