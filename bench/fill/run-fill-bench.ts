import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AutofillProvider } from '@filldeck/shared';
import { launchChromium } from '@filldeck/test-chromium';
import type { Browser } from 'playwright-core';
import { buildEngineBundle } from '../../packages/form-engine/build.mjs';
import type { BenchResult, CaseResult, TimingResult } from './bench-result.ts';
import { loadCases } from './case-file.ts';
import { median } from './median.ts';
import { caseDetailLines, caseLine, countsLine, summaryLines } from './print.ts';
import { type BenchContext, runCase } from './run-case.ts';
import { runTiming } from './run-timing.ts';
import { isAiConfiguredInEnv, type ServerSession, startServerSession } from './server-session.ts';

export interface FillBenchOptions {
  /** A folder of case folders (each holding case.json and form.html), or several, each scored on its own. */
  cases: string | string[];
  provider?: AutofillProvider;
  /** Keep only cases whose folder name contains this. */
  only?: string;
  /** Keep only these case folders. */
  names?: string[];
  verbose?: boolean;
  /** Fills of the generated 50-field form (default 30; 0 skips them). */
  timingRuns?: number;
  /** Per page (load, scan, server, fill, read back); default 30 s. */
  timeoutMs?: number;
  /** Where FillDeck keeps its data during the run (default: an in-memory PGlite). */
  database?: 'pglite' | 'postgres';
  /** Receives each printed line as it comes (default: console.info). */
  log?: (line: string) => void;
}

export const NO_AI_ENDPOINT =
  'No AI endpoint is configured: set OPENAI_API_KEY (and OPENAI_BASE_URL, AI_MODEL_OVERRIDE as needed) to run with --provider ai, or use --provider local.';

/**
 * Runs every case folder through the real page engine in headless Chromium and the real
 * `POST /api/autofill` of an in-process FillDeck on a throwaway database; prints one line per
 * case and the totals, and returns the scores. A case's failure is reported, never fatal.
 */
export async function runFillBench(options: FillBenchOptions): Promise<BenchResult> {
  const lines: string[] = [];
  const log = (...printed: string[]) => {
    for (const line of printed) {
      lines.push(line);
      (options.log ?? console.info)(line);
    }
  };
  const provider = options.provider ?? 'local';
  if (provider === 'ai' && !isAiConfiguredInEnv()) throw new Error(NO_AI_ENDPOINT);
  const corpora = (Array.isArray(options.cases) ? options.cases : [options.cases]).map((dir) => {
    if (!existsSync(dir)) throw new Error(`no such folder: ${dir}`);
    const entries = loadCases(dir, options.only).filter((e) => !options.names || options.names.includes(e.name));
    return { dir, entries };
  });
  const several = corpora.length > 1;
  for (const { dir, entries } of corpora)
    if (entries.length === 0) log(`no case folders (case.json + form.html) in ${dir}`);

  const engine = await buildEngineBundle({ write: false });
  let session: ServerSession | undefined;
  let browser: Browser | undefined;
  try {
    session = await startServerSession(options.database ?? 'pglite');
    browser = await launchChromium();
    const ctx: BenchContext = { browser, session, engine, provider, timeoutMs: options.timeoutMs ?? 30_000 };
    const cases: CaseResult[] = [];
    for (const { dir, entries } of corpora) {
      if (several) log(`== ${path.basename(dir)} (${dir})`);
      const corpus: CaseResult[] = [];
      for (const entry of entries) {
        const result = await runCase(ctx, entry);
        if (provider === 'ai' && result.error && /not configured/i.test(result.error)) {
          throw new Error(
            `the OPENAI_* variables are set, but the server has no AI endpoint configured: ${result.error}`,
          );
        }
        corpus.push(result);
        log(caseLine(result));
        for (const line of caseDetailLines(result, options.verbose ?? false)) log(line);
      }
      if (several) log(`${path.basename(dir)}: ${countsLine(corpus)}`, '');
      cases.push(...corpus);
    }
    const runs = options.timingRuns ?? 30;
    const timing: TimingResult | null = runs > 0 ? await runTiming(ctx, runs) : null;
    const totals = {
      cases,
      correct: cases.reduce((n, c) => n + c.correct, 0),
      wrong: cases.reduce((n, c) => n + c.wrong, 0),
      total: cases.reduce((n, c) => n + c.total, 0),
      serverMedianMs: median(cases.flatMap((c) => (c.serverMs === null ? [] : [c.serverMs]))),
      pageMedianMs: median(cases.flatMap((c) => (c.pageMs === null ? [] : [c.pageMs]))),
      timing,
    };
    for (const line of summaryLines(totals, options.verbose ?? false)) log(line);
    return { ...totals, lines };
  } finally {
    await browser?.close();
    await session?.close();
  }
}
