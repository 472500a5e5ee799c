import { parseArgs } from 'node:util';

export const SPLITS = ['dev', 'test'] as const;
export type Split = (typeof SPLITS)[number];

export interface BenchArgs {
  splits: Split[];
  verbose: boolean;
}

export const USAGE = 'npm run bench:resume -- [--split dev|test] [--verbose]';

/** Reads the command line; throws with the usage on anything it does not know. */
export function parseBenchArgs(argv: string[]): BenchArgs {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: { split: { type: 'string' }, verbose: { type: 'boolean', short: 'v', default: false } },
  });
  const split = values.split;
  if (split !== undefined && split !== 'dev' && split !== 'test') {
    throw new Error(`--split must be dev or test, not ${JSON.stringify(split)}\n${USAGE}`);
  }
  return { splits: split ? [split] : [...SPLITS], verbose: values.verbose };
}
