import { describe, expect, it } from 'vitest';
import { countCaption } from './count-caption.ts';

describe('count caption', () => {
  it("says how many the user's plan allows", () => {
    expect(countCaption(1, 2, 'Free')).toBe('of 2 on Free');
    expect(countCaption(undefined, 20, 'Basic')).toBe('of 20 on Basic');
  });

  it('counts what is locked beyond the limit', () => {
    expect(countCaption(5, 2, 'Free')).toBe('of 2 on Free · 3 locked');
  });

  it('says when the plan has none at all', () => {
    expect(countCaption(0, 0, 'Free')).toBe('Not included in Free');
  });
});
