import { describe, expect, it } from 'vitest';
import { fittedHeight } from './fit-height.ts';

describe('default-value box height', () => {
  it('is 38 px when the text needs less', () => {
    expect(fittedHeight(20)).toEqual({ height: 38, scrolls: false });
  });

  it('grows with the text', () => {
    expect(fittedHeight(96.4)).toEqual({ height: 97, scrolls: false });
  });

  it('stops at 150 px and scrolls beyond', () => {
    expect(fittedHeight(150)).toEqual({ height: 150, scrolls: false });
    expect(fittedHeight(400)).toEqual({ height: 150, scrolls: true });
  });
});
