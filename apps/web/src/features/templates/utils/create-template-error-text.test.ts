import { texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '#lib/api-client.ts';
import { createTemplateErrorText } from './create-template-error-text.ts';

describe('createTemplateErrorText', () => {
  it("shows the server's error", () => {
    expect(createTemplateErrorText(new ApiError(404, { error: 'Project not found.' }))).toBe('Project not found.');
  });

  it("says 'Failed to create template' when the server refused without a reason", () => {
    expect(createTemplateErrorText(new ApiError(500, null))).toBe(texts.projectPage.failedToCreate);
  });

  it("says 'Error creating template' when the request failed on the way", () => {
    expect(createTemplateErrorText(new ApiError(NETWORK_ERROR_STATUS, {}))).toBe(texts.projectPage.errorCreating);
    expect(createTemplateErrorText(new TypeError('boom'))).toBe(texts.projectPage.errorCreating);
  });
});
