import { describe, expect, it } from 'vitest';
import { barPath } from './bar-path.ts';

describe('barPath', () => {
  it('rounds the top corners of a bar by the radius', () => {
    expect(barPath(10, 20, 40, 100, 3)).toBe('M10,100V43A3,3 0 0 1 13,40H27A3,3 0 0 1 30,43V100Z');
  });

  it('rounds a short bar only as much as its height allows', () => {
    expect(barPath(0, 20, 98, 100, 3)).toBe('M0,100V100A2,2 0 0 1 2,98H18A2,2 0 0 1 20,100V100Z');
  });

  it('rounds a narrow bar only as much as half its width allows', () => {
    expect(barPath(0, 4, 0, 100, 3)).toBe('M0,100V2A2,2 0 0 1 2,0H2A2,2 0 0 1 4,2V100Z');
  });
});
