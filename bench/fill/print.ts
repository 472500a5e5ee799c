import type { BenchResult, CaseResult, TimingResult } from './bench-result.ts';

export const percent = (correct: number, total: number) => (total ? ((100 * correct) / total).toFixed(1) : '0.0');
const ms = (value: number | null) => (value === null ? '–' : value.toFixed(1));

/** `<case>  <correct>/<total> (<P>%)  empty <n>  wrong <n>  fields sent <n>  server <ms> ms  page <ms> ms` */
export function caseLine(result: CaseResult): string {
  const { name, correct, wrong, total, sent, serverMs, pageMs } = result;
  const empty = total - correct - wrong;
  return `${name}  ${correct}/${total} (${percent(correct, total)}%)  empty ${empty}  wrong ${wrong}  fields sent ${sent}  server ${ms(serverMs)} ms  page ${ms(pageMs)} ms`;
}

/** The case's error; with `verbose`, also each wrong field, what the engine could not apply and warnings. */
export function caseDetailLines(result: CaseResult, verbose: boolean): string[] {
  const lines = result.error ? [`    error: ${result.error}`] : [];
  if (!verbose) return lines;
  for (const miss of result.misses)
    lines.push(
      `    ${miss.outcome === 'wrong' ? '✗ wrong' : '○ empty'} ${miss.key}  expected ${miss.expected}  got ${miss.got}`,
    );
  for (const item of result.notApplied) lines.push(`    engine did not apply ${item.key}: ${item.reason}`);
  for (const warning of result.warnings) lines.push(`    warning: ${warning}`);
  return lines;
}

/** `50-field form: server p50 X ms (matcher p50 M ms), page p50 Y ms (30 runs)`, and its errors if any. */
export function timingLines(timing: TimingResult, verbose: boolean): string[] {
  const lines = [
    `50-field form: server p50 ${ms(timing.serverMedianMs)} ms (matcher p50 ${ms(timing.matchMedianMs)} ms), page p50 ${ms(timing.pageMedianMs)} ms (${timing.runs} runs)`,
  ];
  if (verbose) lines.push(`    first run filled ${timing.correct}/${timing.total} fields as the template says`);
  for (const error of timing.errors) lines.push(`    error: ${error}`);
  return lines;
}

/** `<correct>/<total> correct (P%), <n> left empty (P%), <n> wrong (P%)` over some cases. */
export function countsLine(cases: CaseResult[]): string {
  const total = cases.reduce((n, c) => n + c.total, 0);
  const correct = cases.reduce((n, c) => n + c.correct, 0);
  const wrong = cases.reduce((n, c) => n + c.wrong, 0);
  const empty = total - correct - wrong;
  return `${correct}/${total} correct (${percent(correct, total)}%), ${empty} left empty (${percent(empty, total)}%), ${wrong} wrong (${percent(wrong, total)}%), ${cases.length} cases`;
}

/** The totals; the last two lines are exactly `fields wrong: N/M (P%)` and `fields correct: N/M (P%)`. */
export function summaryLines(result: Omit<BenchResult, 'lines'>, verbose: boolean): string[] {
  const failed = result.cases.filter((c) => c.error).length;
  const fills = result.cases.filter((c) => c.serverMs !== null).length;
  const empty = result.total - result.correct - result.wrong;
  return [
    '',
    `cases: ${result.cases.length} (${failed} with errors)`,
    `median server time per fill: ${ms(result.serverMedianMs)} ms (${fills} fills)`,
    `median in-page time per fill (scan + fill): ${ms(result.pageMedianMs)} ms`,
    ...(result.timing ? timingLines(result.timing, verbose) : []),
    `fields left empty: ${empty}/${result.total} (${percent(empty, result.total)}%)`,
    `fields wrong: ${result.wrong}/${result.total} (${percent(result.wrong, result.total)}%)`,
    `fields correct: ${result.correct}/${result.total} (${percent(result.correct, result.total)}%)`,
  ];
}
