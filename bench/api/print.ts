import type { LoadResult } from './load.ts';

/** FillDeck's throughput must be at least this share of the hand-written reference's. */
export const GOAL_PERCENT = 60;

/** Columns padded to their widest cell: the first left-aligned (names), the others right-aligned (figures). */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')}`;
  const rule = `  ${widths.map((w) => '-'.repeat(w)).join('  ')}`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

const rate = (r: LoadResult) => Math.round(r.requestsPerSecond).toLocaleString('en-US');
const ms = (n: number) => `${n} ms`;

export interface Comparison {
  route: string;
  filldeck: LoadResult;
  reference: LoadResult;
}

/** FillDeck's req/s as a share of the reference's, in percent. */
export const share = (c: Comparison) => (100 * c.filldeck.requestsPerSecond) / c.reference.requestsPerSecond;

export function comparisonTable(comparisons: Comparison[]): string {
  return table(
    ['route', 'FillDeck req/s', 'p50', 'p99', 'reference req/s', 'p50', 'p99', 'ratio', `goal ≥ ${GOAL_PERCENT} %`],
    comparisons.map((c) => [
      c.route,
      rate(c.filldeck),
      ms(c.filldeck.p50),
      ms(c.filldeck.p99),
      rate(c.reference),
      ms(c.reference.p50),
      ms(c.reference.p99),
      `${share(c).toFixed(0)} %`,
      share(c) >= GOAL_PERCENT ? 'met' : 'MISSED',
    ]),
  );
}

export function soloTable(results: { route: string; result: LoadResult }[]): string {
  return table(
    ['route', 'FillDeck req/s', 'p50', 'p99'],
    results.map(({ route, result }) => [route, rate(result), ms(result.p50), ms(result.p99)]),
  );
}

/** One line per run that had answers other than 2xx or no answer at all; empty when none had. */
export function failureLines(runs: { label: string; result: LoadResult }[]): string[] {
  return runs
    .filter(({ result }) => result.non2xx > 0 || result.errors > 0)
    .map(({ label, result }) => `  ${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors or timeouts`);
}
