import { describe, expect, it } from 'vitest';
import { chartTicks } from './chart-ticks.ts';

describe('chartTicks', () => {
  it('gives an empty chart 0 and 1', () => {
    expect(chartTicks(0)).toEqual([0, 1]);
  });

  it('uses whole steps for small values', () => {
    expect(chartTicks(1)).toEqual([0, 1]);
    expect(chartTicks(3)).toEqual([0, 1, 2, 3]);
    expect(chartTicks(7)).toEqual([0, 2, 4, 6, 8]);
  });

  it('rounds the top up to a step of 1, 2 or 5 × a power of ten', () => {
    expect(chartTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(chartTicks(80)).toEqual([0, 20, 40, 60, 80]);
    expect(chartTicks(81)).toEqual([0, 50, 100]);
  });
});
