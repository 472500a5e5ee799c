/**
 * Whole-number ticks from 0 to a round top at or above `max`, about `count` steps of 1, 2 or 5
 * × a power of ten (credits are whole: no fractional steps). An empty chart gets 0 and 1.
 */
export function chartTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude);
  const wholeStep = Math.ceil(step);
  const top = Math.ceil(max / wholeStep) * wholeStep;
  return Array.from({ length: top / wholeStep + 1 }, (_, i) => i * wholeStep);
}
