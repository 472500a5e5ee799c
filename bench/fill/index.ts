/**
 * Fill-accuracy benchmark: every case folder (form.html + case.json, bench/fill/CASE-FORMAT.md)
 * through the real page engine in headless Chromium and the real `POST /api/autofill`, scored
 * field by field, plus the timing of a generated 50-field form. Prints figures; never fails on
 * accuracy or timing.
 *
 *   npm run bench:fill -- [--cases <dir>]… [--provider local|ai] [--only <substring>] [--verbose] [--no-timing]
 */
import path from 'node:path';
import { parseBenchArgs, USAGE } from './args.ts';
import { runFillBench } from './run-fill-bench.ts';

let args: ReturnType<typeof parseBenchArgs>;
try {
  args = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\nusage: ${USAGE}`);
  process.exit(2);
}

try {
  await runFillBench({
    cases: args.cases.map((dir) => path.resolve(dir)),
    provider: args.provider,
    only: args.only,
    verbose: args.verbose,
    timingRuns: args.timing ? 30 : 0,
    database: args.database,
  });
} catch (error) {
  console.error(`bench:fill: ${(error as Error).message}`);
  process.exitCode = 1;
}
