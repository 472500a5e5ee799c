import { describe, expect, it } from 'vitest';
import { balanceFigure } from './balance-figure.ts';

describe('the Balance card figure', () => {
  it("shows the summary's balance once it is loaded", () => {
    expect(balanceFigure({ balance: 9900 }, false, 10000)).toBe(9900);
    expect(balanceFigure({ balance: 0 }, false, 10000)).toBe(0);
  });

  it("falls back to the user's balance when the summary cannot be loaded, then to 500", () => {
    expect(balanceFigure(undefined, true, 9900)).toBe(9900);
    expect(balanceFigure(undefined, true, 0)).toBe(0);
    expect(balanceFigure(undefined, true, undefined)).toBe(500);
    expect(balanceFigure(undefined, true, null)).toBe(500);
  });

  it('has no figure while the summary is loading', () => {
    expect(balanceFigure(undefined, false, 9900)).toBeUndefined();
  });
});
