import { describe, expect, it } from 'vitest';
import { copyName } from './copy-name.ts';
import { LIMITS } from './schemas/templates.ts';

describe('copyName', () => {
  it('adds (copy) and keeps the result within the name limit', () => {
    expect(copyName('Job hunt')).toBe('Job hunt (copy)');
    const long = copyName('x'.repeat(LIMITS.name));
    expect(long).toHaveLength(LIMITS.name);
    expect(long.endsWith('x (copy)')).toBe(true);
  });
});
