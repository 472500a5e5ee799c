import type { TimingResult } from './bench-result.ts';
import { median } from './median.ts';
import { type BenchContext, fillWithTemplate, parseKeys } from './run-case.ts';
import { scoreFields } from './score-fields.ts';
import { serveDir } from './serve-dir.ts';
import { syntheticForm } from './synthetic-form.ts';

/** Fills the generated 50-field form `runs` times (a fresh template and browser context each time). */
export async function runTiming(ctx: BenchContext, runs: number): Promise<TimingResult> {
  const form = syntheticForm();
  const { paths } = parseKeys(Object.keys(form.expected));
  const server = await serveDir(null, { '/form.html': form.html });
  const serverMs: number[] = [];
  const matchMs: number[] = [];
  const pageMs: number[] = [];
  const errors: string[] = [];
  let correct = 0;
  try {
    for (let run = 0; run < runs; run++) {
      try {
        const fill = await fillWithTemplate(ctx, form, 'Fifty answers', `${server.origin}/form.html`, paths);
        if (fill.serverMs !== null) serverMs.push(fill.serverMs);
        if (fill.matchMs !== null) matchMs.push(fill.matchMs);
        pageMs.push(fill.pageMs);
        if (run === 0) correct = scoreFields(form.expected, fill.before, fill.after).correct;
      } catch (error) {
        errors.push(`run ${run + 1}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await server.close();
  }
  const total = Object.keys(form.expected).length;
  return {
    runs,
    serverMedianMs: median(serverMs),
    matchMedianMs: median(matchMs),
    pageMedianMs: median(pageMs),
    correct,
    total,
    errors,
  };
}
