/**
 * The server's side of a local fill alone: the generated 50-field form (synthetic-form.ts) is
 * scanned once by the real page engine in headless Chromium, then its `POST /api/autofill` (the
 * built-in matcher, a fresh Idempotency-Key each time) is sent --runs times to the in-process app
 * on a throwaway PostgreSQL 15 cluster (or PGlite), with no page work between requests. Prints the
 * p50 and p90 of Server-Timing's `total` (the handler: rate limit, reads, matcher, usage row) and
 * `match` (the matcher), after --warm-up requests. Run it under `node --cpu-prof` to profile the
 * server's part: nothing else runs in the process meanwhile.
 *
 *   npm run bench:fill:server -- [--database postgres|pglite] [--runs 200] [--warm-up 20]
 */
import { parseArgs } from 'node:util';
import type { AutofillRequestInput } from '@filldeck/shared';
import { launchChromium } from '@filldeck/test-chromium';
import { buildEngineBundle } from '../../packages/form-engine/build.mjs';
import { fillPage } from './fill-page.ts';
import { parseKeys } from './run-case.ts';
import { serveDir } from './serve-dir.ts';
import { startServerSession } from './server-session.ts';
import { syntheticForm } from './synthetic-form.ts';
import { buildTemplateExport } from './template-export.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'postgres' },
    runs: { type: 'string', default: '200' },
    'warm-up': { type: 'string', default: '20' },
  },
});
if (values.database !== 'postgres' && values.database !== 'pglite') {
  throw new Error(`--database must be postgres or pglite, not ${values.database}`);
}
const runs = Number(values.runs);
const warmUp = Number(values['warm-up']);

/** The value at quantile `q` of ascending-sorted numbers (nearest rank). */
const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

const form = syntheticForm();
const session = await startServerSession(values.database);
try {
  const templateId = await session.importTemplate(buildTemplateExport(form.template, 'Fifty answers'));
  // One real scan of the page gives the request the extension would send.
  const engine = await buildEngineBundle({ write: false });
  const server = await serveDir(null, { '/form.html': form.html });
  const browser = await launchChromium();
  const url = `${server.origin}/form.html`;
  let request: AutofillRequestInput | undefined;
  try {
    await fillPage({
      browser,
      url,
      paths: parseKeys(Object.keys(form.expected)).paths,
      engine,
      timeoutMs: 30_000,
      async requestValues({ fields, title, lang }) {
        request = { templateId, url, title, lang, fields, provider: 'local' };
        const { response, serverMs, matchMs } = await session.autofill(request);
        return { values: response.values, files: response.files ?? {}, serverMs, matchMs };
      },
    });
  } finally {
    await browser.close();
    await server.close();
  }
  if (!request) throw new Error('the page sent no fill request');
  const steps = new Map<string, number[]>();
  for (let i = 0; i < warmUp + runs; i++) {
    const answer = await session.autofill(request);
    if (i < warmUp) continue;
    for (const [name, ms] of Object.entries({ ...answer.timings, total: answer.serverMs })) {
      steps.set(name, [...(steps.get(name) ?? []), ms]);
    }
  }
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.info(
    `50-field local fill (${request.fields.length} fields sent) on ${values.database}, ${runs} requests after ${warmUp}:`,
  );
  // Server-Timing's steps, in the order the server names them (older servers name fewer).
  for (const [name, list] of steps) {
    list.sort((a, b) => a - b);
    console.info(`  ${name.padEnd(7)} p50 ${ms(at(list, 0.5))}, p90 ${ms(at(list, 0.9))}`);
  }
  await session.deleteTemplate(templateId);
} finally {
  await session.close();
}
