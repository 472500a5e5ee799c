import { texts } from '@filldeck/shared';
import { ApiError } from '#lib/api-client.ts';
import { isNetworkError, serverErrorText } from '#lib/error-text.ts';

/**
 * The project page's texts for a failed + New Template
 * (docs/product.md#templates-and-the-template-editor): the server's error, else 'Failed to create
 * template' when the server refused, else 'Error creating template' (the request failed on the
 * way).
 */
export function createTemplateErrorText(error: unknown): string {
  if (!(error instanceof ApiError) || isNetworkError(error)) return texts.projectPage.errorCreating;
  return serverErrorText(error) ?? texts.projectPage.failedToCreate;
}
