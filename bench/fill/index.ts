/**
 * Fill-accuracy benchmark: every case folder (form.html + case.json, ../shared/bench/CASE-FORMAT.md)
 * through the real page engine in headless Chromium and the real `POST /api/autofill`, scored
 * field by field. Prints figures; never fails on accuracy or timing.
 *
 *   npm run bench:fill -- --cases <dir> [--provider local|ai] [--only <text>] [--verbose] [--no-timing]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runFillBench } from './run-fill-bench.ts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: 'bench/fill/cases' },
    provider: { type: 'string' },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    'no-timing': { type: 'boolean', default: false },
  },
});
if (values.provider && values.provider !== 'local' && values.provider !== 'ai') {
  console.error('--provider must be local or ai');
  process.exit(2);
}

const result = await runFillBench({
  cases: path.resolve(values.cases),
  provider: values.provider as 'local' | 'ai' | undefined,
  only: values.only,
  verbose: values.verbose,
  timingRuns: values['no-timing'] ? 0 : 30,
});
const ms = (v: number | null) => (v === null ? '–' : `${v.toFixed(1)} ms`);
console.info(`\ncases: ${result.cases.length} (${result.cases.filter((c) => c.error).length} with errors)`);
console.info(`median server time per fill: ${ms(result.serverMedianMs)}`);
console.info(`median in-page time per fill (scan + fill): ${ms(result.pageMedianMs)}`);
if (result.timing) {
  console.info(
    `50-field form: server p50 ${ms(result.timing.serverMedianMs)}, page p50 ${ms(result.timing.pageMedianMs)} (${result.timing.runs} runs)`,
  );
}
const pct = result.total ? ((100 * result.correct) / result.total).toFixed(1) : '0.0';
console.info(`fields correct: ${result.correct}/${result.total} (${pct}%)`);
