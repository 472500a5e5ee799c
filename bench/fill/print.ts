import type { BenchResult, CaseResult, TimingResult } from './bench-result.ts';

export const percent = (correct: number, total: number) => (total ? ((100 * correct) / total).toFixed(1) : '0.0');
const ms = (value: number | null) => (value === null ? '–' : value.toFixed(1));

/** `<case>  <correct>/<total> (<P>%)  fields sent <n>  server <ms> ms  page <ms> ms` */
export function caseLine(result: CaseResult): string {
  const { name, correct, total, sent, serverMs, pageMs } = result;
  return `${name}  ${correct}/${total} (${percent(correct, total)}%)  fields sent ${sent}  server ${ms(serverMs)} ms  page ${ms(pageMs)} ms`;
}

/** The case's error; with `verbose`, also each wrong field, what the engine could not apply and warnings. */
export function caseDetailLines(result: CaseResult, verbose: boolean): string[] {
  const lines = result.error ? [`    error: ${result.error}`] : [];
  if (!verbose) return lines;
  for (const miss of result.misses) lines.push(`    ✗ ${miss.key}  expected ${miss.expected}  got ${miss.got}`);
  for (const item of result.notApplied) lines.push(`    engine did not apply ${item.key}: ${item.reason}`);
  for (const warning of result.warnings) lines.push(`    warning: ${warning}`);
  return lines;
}

/** `50-field form: server p50 X ms, page p50 Y ms (30 runs)`, and its errors if any. */
export function timingLines(timing: TimingResult, verbose: boolean): string[] {
  const lines = [
    `50-field form: server p50 ${ms(timing.serverMedianMs)} ms, page p50 ${ms(timing.pageMedianMs)} ms (${timing.runs} runs)`,
  ];
  if (verbose) lines.push(`    first run filled ${timing.correct}/${timing.total} fields as the template says`);
  for (const error of timing.errors) lines.push(`    error: ${error}`);
  return lines;
}

/** The totals; the last line is exactly `fields correct: N/M (P%)`. */
export function summaryLines(result: Omit<BenchResult, 'lines'>, verbose: boolean): string[] {
  const failed = result.cases.filter((c) => c.error).length;
  const fills = result.cases.filter((c) => c.serverMs !== null).length;
  return [
    '',
    `cases: ${result.cases.length} (${failed} with errors)`,
    `median server time per fill: ${ms(result.serverMedianMs)} ms (${fills} fills)`,
    `median in-page time per fill (scan + fill): ${ms(result.pageMedianMs)} ms`,
    ...(result.timing ? timingLines(result.timing, verbose) : []),
    `fields correct: ${result.correct}/${result.total} (${percent(result.correct, result.total)}%)`,
  ];
}
