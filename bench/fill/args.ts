import { parseArgs } from 'node:util';

export interface BenchArgs {
  /** Corpora (folders of case folders), each scored on its own and then together. */
  cases: string[];
  provider: 'local' | 'ai';
  only: string | undefined;
  verbose: boolean;
  timing: boolean;
  /** The database FillDeck runs on: the embedded PGlite (default) or a throwaway PostgreSQL 15 cluster. */
  database: 'pglite' | 'postgres';
}

export const USAGE =
  'npm run bench:fill -- [--cases <dir>]… [--provider local|ai] [--only <substring>] [--verbose] [--no-timing] [--database pglite|postgres]';

/** The project's corpus: `dev` is tuned on, `test` never (bench/fill/CASE-FORMAT.md). */
export const DEFAULT_CORPORA = ['bench/fill/dev', 'bench/fill/test'] as const;

/** Reads the command line; throws with the usage on anything it does not know. */
export function parseBenchArgs(argv: string[]): BenchArgs {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      cases: { type: 'string', multiple: true, default: [...DEFAULT_CORPORA] },
      provider: { type: 'string', default: 'local' },
      only: { type: 'string' },
      verbose: { type: 'boolean', short: 'v', default: false },
      'no-timing': { type: 'boolean', default: false },
      database: { type: 'string', default: 'pglite' },
    },
  });
  if (values.provider !== 'local' && values.provider !== 'ai') {
    throw new Error(`--provider must be local or ai, not ${JSON.stringify(values.provider)}`);
  }
  if (values.database !== 'pglite' && values.database !== 'postgres') {
    throw new Error(`--database must be pglite or postgres, not ${JSON.stringify(values.database)}`);
  }
  return {
    database: values.database,
    cases: values.cases,
    provider: values.provider,
    only: values.only,
    verbose: values.verbose,
    timing: !values['no-timing'],
  };
}
