import { stems } from './tokenize.ts';

/** Dice similarity of two texts' word stems (0..1). */
export function similarity(a: string, b: string): number {
  const left = new Set(stems(a));
  const right = new Set(stems(b));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const stem of left) if (right.has(stem)) shared++;
  return (2 * shared) / (left.size + right.size);
}

/** How much of `short` (a template label) is found in `long` (a page label, often a question). */
export function coverage(short: string, long: string): number {
  const needles = new Set(stems(short));
  const hay = new Set(stems(long));
  if (needles.size === 0 || hay.size === 0) return 0;
  let found = 0;
  for (const stem of needles) if (hay.has(stem)) found++;
  return found / needles.size;
}
