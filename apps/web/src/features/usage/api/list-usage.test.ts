import { USAGE_PAGE_DEFAULT } from '@filldeck/shared';
import { expect, test } from 'vitest';
import { USAGE_PAGE_SIZE } from './list-usage.ts';

test('the history asks for pages of the size the server gives by default', () => {
  expect(USAGE_PAGE_SIZE).toBe(USAGE_PAGE_DEFAULT);
});
