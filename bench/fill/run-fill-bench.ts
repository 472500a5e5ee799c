import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium } from 'playwright-core';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema.ts';
import { fastUser } from '../../apps/server/test/fast-user.ts';
import { testConfig } from '../../apps/server/test/test-config.ts';
import { buildEngineBundle } from '../../packages/form-engine/build.mjs';
import { type FillCase, loadCases } from './case-file.ts';
import { readKeys } from './page-read.ts';
import { describeRead, isCorrect } from './score.ts';
import { serveDir } from './serve-dir.ts';
import { syntheticCase } from './synthetic-form.ts';

export interface BenchOptions {
  cases: string;
  provider?: 'local' | 'ai';
  only?: string;
  timingRuns?: number;
  log?: (line: string) => void;
  verbose?: boolean;
}

export interface CaseResult {
  name: string;
  correct: number;
  total: number;
  sent: number;
  serverMs: number | null;
  pageMs: number | null;
  error?: string;
  misses: Array<{ key: string; expected: unknown; got: string }>;
}

export interface BenchResult {
  cases: CaseResult[];
  correct: number;
  total: number;
  serverMedianMs: number | null;
  pageMedianMs: number | null;
  timing?: { serverMedianMs: number; pageMedianMs: number; runs: number };
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The case's template as the export document `POST /api/templates/import` takes. */
function exportDocument(template: FillCase['template']) {
  return {
    format: 'filldeck-template',
    version: 1,
    exportedAt: new Date().toISOString(),
    template: {
      name: template.name.slice(0, 200) || 'Benchmark template',
      aiInstructions: template.aiInstructions,
      aiSettings: {},
      specialization: 'other',
      adHocFields: template.adHocFields.map((f) => ({ name: f.name, value: f.value, type: f.type, required: false })),
      components: template.components.map((c) => ({
        title: c.title,
        fields: c.fields.map((f) => ({ label: f.label, type: f.type, defaultValue: f.defaultValue })),
      })),
    },
  };
}

interface Session {
  app: FastifyInstance;
  cookie: string;
}

async function api(session: Session, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers = {}) {
  const response = await session.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: session.cookie, ...headers },
  });
  if (response.statusCode >= 400)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response;
}

/** One fill of one page: template through the API, engine scan, endpoint, apply, read back. */
async function fillOnce(
  session: Session,
  browser: Browser,
  url: string,
  template: FillCase['template'],
  keys: string[],
  engine: string,
  provider?: string,
) {
  const created = await api(session, 'POST', '/api/templates/import', exportDocument(template));
  const templateId = (created.json() as { templateId: string }).templateId;
  const context = await browser.newContext();
  // tsx names functions with an `__name` helper; functions handed to page.evaluate need it too.
  await context.addInitScript('globalThis.__name = (target) => target;');
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    await page.route('**/*', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
    await page.goto(url, { waitUntil: 'load' });
    const before = await page.evaluate(readKeys, keys);
    await page.addScriptTag({ content: engine });
    const scan = await page.evaluate(() => {
      const started = performance.now();
      const w = window as unknown as {
        __fd: { scan(): { fields: unknown[] } };
        FillDeckEngine: { createFormEngine(d: Document): unknown };
      };
      w.__fd = w.FillDeckEngine.createFormEngine(document) as typeof w.__fd;
      const { fields } = w.__fd.scan();
      return { fields, ms: performance.now() - started };
    });
    const title = await page.title();
    // A page without fillable fields is not sent: there is nothing to fill.
    if (scan.fields.length === 0) {
      const after = await page.evaluate(readKeys, keys);
      return { before, after, sent: 0, serverMs: null, pageMs: scan.ms };
    }
    const response = await api(
      session,
      'POST',
      '/api/autofill',
      { templateId, url, title, fields: scan.fields, ...(provider ? { provider } : {}) },
      { 'idempotency-key': randomUUID() },
    );
    const timing = /total;dur=([\d.]+)/.exec(String(response.headers['server-timing'] ?? ''));
    const serverMs = timing ? Number(timing[1]) : null;
    const values = (response.json() as { values: Record<string, string | boolean> }).values;
    const fillMs = await page.evaluate(async (v) => {
      const started = performance.now();
      await (window as unknown as { __fd: { fill(x: unknown): Promise<unknown> } }).__fd.fill(v);
      return performance.now() - started;
    }, values);
    await page.evaluate(async () => {
      (document.activeElement as HTMLElement | null)?.blur();
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
    const after = await page.evaluate(readKeys, keys);
    return { before, after, sent: scan.fields.length, serverMs, pageMs: scan.ms + fillMs };
  } finally {
    await context.close();
    const detail = await api(session, 'GET', `/api/templates/${templateId}`);
    const sections = (detail.json() as { template: { sections: Array<{ componentId: string }> } }).template.sections;
    await api(session, 'DELETE', `/api/delete_template/${templateId}`);
    for (const s of sections) await api(session, 'DELETE', `/api/delete_component/${s.componentId}`);
  }
}

/** Runs every case of a folder through the real engine, endpoint and browser; returns the scores. */
export async function runFillBench(options: BenchOptions): Promise<BenchResult> {
  const log = options.log ?? ((line: string) => console.info(line));
  const cases = loadCases(options.cases, options.only);
  const engine = await buildEngineBundle({ write: false });
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: undefined });
  const config = testConfig({ logLevel: 'silent' });
  const app = await buildApp(config, { database });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const synthetic = syntheticCase();
  const server = await serveDir(options.cases, { '/__timing__/form.html': synthetic.html });
  const results: CaseResult[] = [];
  try {
    const { userId, cookie } = await fastUser(app, 'bench@example.com', 'professional');
    await database.db.update(users).set({ balance: 1_000_000_000 }).where(eq(users.id, userId));
    const session = { app, cookie };
    for (const fillCase of cases) {
      const keys = Object.keys(fillCase.expected);
      const result: CaseResult = {
        name: fillCase.name,
        correct: 0,
        total: keys.length,
        sent: 0,
        serverMs: null,
        pageMs: null,
        misses: [],
      };
      try {
        const run = await fillOnce(
          session,
          browser,
          `${server.origin}/${encodeURIComponent(fillCase.name)}/form.html`,
          fillCase.template,
          keys,
          engine,
          options.provider,
        );
        Object.assign(result, { sent: run.sent, serverMs: run.serverMs, pageMs: run.pageMs });
        for (const [key, expected] of Object.entries(fillCase.expected)) {
          if (isCorrect(expected, run.after[key] ?? null, run.before[key] ?? null)) result.correct++;
          else result.misses.push({ key, expected, got: describeRead(run.after[key] ?? null) });
        }
      } catch (error) {
        result.error = error instanceof Error ? error.message : String(error);
      }
      results.push(result);
      const pct = result.total ? ((100 * result.correct) / result.total).toFixed(1) : '0.0';
      const ms = (v: number | null) => (v === null ? '–' : v.toFixed(1));
      log(
        `${result.name}  ${result.correct}/${result.total} (${pct}%)  fields sent ${result.sent}  server ${ms(result.serverMs)} ms  page ${ms(result.pageMs)} ms${result.error ? `  ERROR ${result.error}` : ''}`,
      );
      if (options.verbose)
        for (const miss of result.misses)
          log(`    ✘ ${miss.key}  expected ${JSON.stringify(miss.expected)}  got ${miss.got}`);
    }
    let timing: BenchResult['timing'];
    const runs = options.timingRuns ?? 0;
    if (runs > 0) {
      const server50: number[] = [];
      const page50: number[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await fillOnce(
          session,
          browser,
          `${server.origin}/__timing__/form.html`,
          synthetic.template,
          ['#q0'],
          engine,
          options.provider,
        );
        if (run.serverMs !== null) server50.push(run.serverMs);
        page50.push(run.pageMs);
      }
      timing = { serverMedianMs: median(server50) ?? 0, pageMedianMs: median(page50) ?? 0, runs };
    }
    const correct = results.reduce((n, r) => n + r.correct, 0);
    const total = results.reduce((n, r) => n + r.total, 0);
    return {
      cases: results,
      correct,
      total,
      serverMedianMs: median(results.flatMap((r) => (r.serverMs === null ? [] : [r.serverMs]))),
      pageMedianMs: median(results.flatMap((r) => (r.pageMs === null ? [] : [r.pageMs]))),
      timing,
    };
  } finally {
    await server.close();
    await browser.close();
    await app.close();
    await database.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
}
