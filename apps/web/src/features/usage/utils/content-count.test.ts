import { describe, expect, it } from 'vitest';
import { contentCount } from './content-count.ts';

describe('a dashboard count', () => {
  it('is the length of the loaded list', () => {
    expect(contentCount({ data: ['a', 'b'], isError: false })).toBe(2);
    expect(contentCount({ data: [], isError: false })).toBe(0);
  });

  it('keeps a loaded list when a refetch failed', () => {
    expect(contentCount({ data: ['a'], isError: true })).toBe(1);
  });

  it('is unknown while loading, and null when the list could not be loaded', () => {
    expect(contentCount({ data: undefined, isError: false })).toBeUndefined();
    expect(contentCount({ data: undefined, isError: true })).toBeNull();
  });
});
