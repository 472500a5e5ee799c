import type { FillValue, PageField } from '@filldeck/shared';
import type { Browser, Page } from 'playwright-core';
import type { CaseStep } from './case-file.ts';
import type { KeyStep } from './key-path.ts';
import { installReader, type ReadResult, readKeys } from './page-read.ts';

export interface PageFill {
  before: Record<string, ReadResult>;
  after: Record<string, ReadResult>;
  /** Fields the engine found and sent to the server, over the first fill and the steps'. */
  sent: number;
  /** Over all requests of the page (the first fill and the steps'); null when the page had nothing to send. */
  serverMs: number | null;
  /** The matcher's part of it, when the server says. */
  matchMs: number | null;
  /** In-page time: engine creation and scans, plus fills. */
  pageMs: number;
  /** Values the engine could not apply, with its reason. */
  notApplied: Array<{ key: string; reason: string }>;
  /** What went differently than the case says (a step that revealed no new field). */
  warnings: string[];
}

/** One `POST /api/autofill`: the first fill, or a step's (`continues`: the first fill's id). */
export interface FillRequest {
  fields: PageField[];
  title: string;
  lang: string;
  continues?: string;
}

export interface FillAnswer {
  values: Record<string, FillValue>;
  /** Field key → the file a file input is given (its `values` entry is the file's id). */
  files: Record<string, { id: string; name: string; type: string }>;
  fillId?: string;
  serverMs: number;
  matchMs: number | null;
}

export interface FillPageOptions {
  browser: Browser;
  url: string;
  /** Case keys, parsed: read before and after the fill. */
  paths: Record<string, KeyStep[]>;
  /** The engine bundle (IIFE defining `FillDeckEngine`). */
  engine: string;
  /** Asks the server for values (POST /api/autofill). */
  requestValues(request: FillRequest): Promise<FillAnswer>;
  /** A proposed file's content (`GET /api/files/{id}`); without it, file inputs get no file. */
  fileContent?(id: string): Promise<Buffer>;
  /** Reports what a fill applied (`POST /api/autofill/{fillId}/applied`), as the extension does after Apply. */
  reportApplied?(fillId: string, keys: string[]): Promise<void>;
  /** After the first fill: each selector clicked in order, then the fields that appeared filled. */
  steps?: CaseStep[];
  timeoutMs: number;
  /** How long a step waits for new fields after its click (default 5 s). */
  stepWaitMs?: number;
}

interface EngineGlobal {
  FillDeckEngine: { createFormEngine(doc: Document): BenchEngine };
  __fillBenchEngine: BenchEngine;
}
interface BenchEngine {
  scan(): { fields: PageField[]; lang: string };
  fill(
    values: Record<string, FillValue>,
    options?: { files?: Record<string, File> },
  ): Promise<{ filled: string[]; failed: Array<{ key: string; reason: string }> }>;
}

/** A file to attach, as it crosses into the page. */
interface PageFile {
  name: string;
  type: string;
  base64: string;
}

const STEP_WAIT_MS = 5_000;

/**
 * One fill of one page, as the extension does it: a fresh browser context that reaches nothing but
 * the page's own server, the engine injected after load, scan, the server's values (files fetched
 * and attached), fill; then each step: a click, the fields that appeared filled as the next step
 * of the same fill. Each listed field is read before (at load, or when it appears) and after (once
 * widgets have reacted).
 */
export async function fillPage(options: FillPageOptions): Promise<PageFill> {
  const { browser, url, paths } = options;
  const origin = new URL(url).origin;
  // The extension's content script is not bound by the page's CSP; the injected engine neither.
  const context = await browser.newContext({ bypassCSP: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void context.close();
  }, options.timeoutMs);
  try {
    // tsx compiles with keepNames: functions handed to page.evaluate may call an `__name` helper.
    await context.addInitScript('globalThis.__name = globalThis.__name || ((target) => target);');
    await context.route('**/*', (route) =>
      sameOrigin(route.request().url(), origin) ? route.continue() : route.abort(),
    );
    await context.routeWebSocket(/.*/, (socket) => socket.close());
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: options.timeoutMs });
    await installReader(page);
    const before = await readKeys(page, paths);
    await page.addScriptTag({ content: options.engine });
    const scan = await page.evaluate(() => {
      const started = performance.now();
      const w = globalThis as unknown as EngineGlobal;
      w.__fillBenchEngine = w.FillDeckEngine.createFormEngine(document);
      const { fields, lang } = w.__fillBenchEngine.scan();
      return { fields, lang, ms: performance.now() - started };
    });
    const run: Omit<PageFill, 'before' | 'after'> = {
      sent: 0,
      serverMs: null,
      matchMs: null,
      pageMs: scan.ms,
      notApplied: [],
      warnings: [],
    };
    const seen = new Set(scan.fields.map((field) => field.key));
    const fileCache = new Map<string, Promise<Buffer>>();
    // Nothing to send: the extension would not call the server either.
    let firstFillId =
      scan.fields.length > 0 ? await fillFields(page, options, scan, undefined, run, fileCache) : undefined;

    for (const [i, step] of (options.steps ?? []).entries()) {
      const name = `step ${i + 1} (click ${step.click})`;
      const button = page.locator(step.click).first();
      if ((await button.count()) === 0) throw new Error(`${name}: nothing matches ${step.click}`);
      try {
        await button.click({ timeout: options.stepWaitMs ?? STEP_WAIT_MS });
      } catch (error) {
        if (timedOut) throw error;
        run.warnings.push(`${name}: the click failed (${firstLine(error)}); the remaining steps were not taken`);
        break;
      }
      const fresh = await newFields(page, [...seen], options.stepWaitMs ?? STEP_WAIT_MS);
      // A field the page had not made yet at load shows, before its fill, what it shows now.
      const absent = Object.fromEntries(Object.entries(paths).filter(([key]) => isMissing(before[key])));
      if (Object.keys(absent).length > 0) {
        for (const [key, read] of Object.entries(await readKeys(page, absent)))
          if (!('missing' in read)) before[key] = read;
      }
      run.pageMs += fresh.ms;
      if (fresh.fields.length === 0) {
        run.warnings.push(`${name}: no new field appeared within ${(options.stepWaitMs ?? STEP_WAIT_MS) / 1000} s`);
        continue;
      }
      for (const field of fresh.fields) seen.add(field.key);
      const fillId = await fillFields(page, options, fresh, firstFillId, run, fileCache);
      firstFillId ??= fillId;
    }
    return { before, after: await readKeys(page, paths), ...run };
  } catch (error) {
    if (timedOut) throw new Error(`the page did not finish within ${options.timeoutMs / 1000} s`);
    throw error;
  } finally {
    clearTimeout(timer);
    await context.close().catch(() => {});
  }
}

/**
 * Sends fields to the server, fetches the files it proposes, fills everything it answered, lets
 * widgets react, and reports what was applied. Adds to `run`; returns the fill's id.
 */
async function fillFields(
  page: Page,
  options: FillPageOptions,
  scan: { fields: PageField[]; lang: string },
  continues: string | undefined,
  run: Omit<PageFill, 'before' | 'after'>,
  fileCache: Map<string, Promise<Buffer>>,
): Promise<string | undefined> {
  const answer = await options.requestValues({
    fields: scan.fields,
    title: await page.title(),
    lang: scan.lang,
    ...(continues ? { continues } : {}),
  });
  const files: Record<string, PageFile> = {};
  if (options.fileContent) {
    for (const [key, file] of Object.entries(answer.files)) {
      if (!(key in answer.values)) continue;
      let content = fileCache.get(file.id);
      if (!content) {
        content = options.fileContent(file.id);
        fileCache.set(file.id, content);
      }
      files[key] = { name: file.name, type: file.type, base64: (await content).toString('base64') };
    }
  }
  const fill = await page.evaluate(
    async ({ values, files }) => {
      const started = performance.now();
      const attached: Record<string, File> = {};
      for (const [key, file] of Object.entries(files)) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        attached[key] = new File([bytes], file.name, { type: file.type });
      }
      const result = await (globalThis as unknown as EngineGlobal).__fillBenchEngine.fill(values, {
        files: attached,
      });
      return { ms: performance.now() - started, filled: result.filled, failed: result.failed };
    },
    { values: answer.values, files },
  );
  await settle(page);
  if (answer.fillId && fill.filled.length > 0) await options.reportApplied?.(answer.fillId, fill.filled);
  run.sent += scan.fields.length;
  run.serverMs = (run.serverMs ?? 0) + answer.serverMs;
  if (answer.matchMs !== null) run.matchMs = (run.matchMs ?? 0) + answer.matchMs;
  run.pageMs += fill.ms;
  run.notApplied.push(...fill.failed);
  return answer.fillId;
}

/**
 * Waits for fields the engine has not seen (a wizard's next step) and for the page to stop adding
 * them: scans every frame until some are there and the same over three frames, or the wait ends.
 * Returns them (none when nothing appeared), with the time of the last scan.
 */
async function newFields(
  page: Page,
  seen: string[],
  waitMs: number,
): Promise<{ fields: PageField[]; lang: string; ms: number }> {
  return page.evaluate(
    async ({ seen, waitMs }) => {
      const engine = (globalThis as unknown as EngineGlobal).__fillBenchEngine;
      const known = new Set(seen);
      const deadline = performance.now() + waitMs;
      let last = { fields: [] as PageField[], lang: '', ms: 0 };
      let lastKeys = '';
      let same = 0;
      while (performance.now() < deadline) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const started = performance.now();
        const scan = engine.scan();
        const fields = scan.fields.filter((field) => !known.has(field.key));
        const keys = fields.map((field) => field.key).join('\n');
        last = { fields, lang: scan.lang, ms: performance.now() - started };
        if (fields.length > 0 && keys === lastKeys) {
          if (++same >= 2) return last;
        } else same = 0;
        lastKeys = keys;
      }
      return last;
    },
    { seen, waitMs },
  );
}

const isMissing = (read: ReadResult | undefined) => !read || 'missing' in read;

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** Lets widgets react: blurs the focused element (through shadow roots and iframes), waits two frames. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    let active: Element | null = document.activeElement;
    for (let depth = 0; active && depth < 20; depth++) {
      const inner: Element | null | undefined =
        active.shadowRoot?.activeElement ??
        (active.localName === 'iframe' ? (active as HTMLIFrameElement).contentDocument?.activeElement : null);
      if (!inner || inner === active) break;
      active = inner;
    }
    (active as HTMLElement | null)?.blur?.();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}
