import type { FillValue, PageField } from '@filldeck/shared';
import type { Browser, Page } from 'playwright-core';
import type { KeyStep } from './key-path.ts';
import { installReader, type ReadResult, readKeys } from './page-read.ts';

export interface PageFill {
  before: Record<string, ReadResult>;
  after: Record<string, ReadResult>;
  /** Fields the engine found and sent to the server. */
  sent: number;
  /** Null when the page had nothing to send. */
  serverMs: number | null;
  /** The matcher's part of it, when the server says. */
  matchMs: number | null;
  /** In-page time: engine creation and scan, plus fill. */
  pageMs: number;
  /** Values the engine could not apply, with its reason. */
  notApplied: Array<{ key: string; reason: string }>;
}

export interface FillPageOptions {
  browser: Browser;
  url: string;
  /** Case keys, parsed: read before and after the fill. */
  paths: Record<string, KeyStep[]>;
  /** The engine bundle (IIFE defining `FillDeckEngine`). */
  engine: string;
  /** Asks the server for values (POST /api/autofill). */
  requestValues(
    fields: PageField[],
    title: string,
    lang: string,
  ): Promise<{ values: Record<string, FillValue>; serverMs: number; matchMs: number | null }>;
  timeoutMs: number;
}

interface EngineGlobal {
  FillDeckEngine: { createFormEngine(doc: Document): BenchEngine };
  __fillBenchEngine: BenchEngine;
}
interface BenchEngine {
  scan(): { fields: PageField[]; lang: string };
  fill(
    values: Record<string, FillValue>,
  ): Promise<{ filled: string[]; failed: Array<{ key: string; reason: string }> }>;
}

/**
 * One fill of one page, as the extension does it: a fresh browser context that reaches nothing but
 * the page's own server, the engine injected after load, scan, the server's values, fill; each
 * listed field read before and after (once widgets have reacted).
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
    if (scan.fields.length === 0) {
      // Nothing to send: the extension would not call the server either.
      return {
        before,
        after: await readKeys(page, paths),
        sent: 0,
        serverMs: null,
        matchMs: null,
        pageMs: scan.ms,
        notApplied: [],
      };
    }
    const answer = await options.requestValues(scan.fields, await page.title(), scan.lang);
    const fill = await page.evaluate(async (values) => {
      const started = performance.now();
      const result = await (globalThis as unknown as EngineGlobal).__fillBenchEngine.fill(values);
      return { ms: performance.now() - started, failed: result.failed };
    }, answer.values);
    await settle(page);
    return {
      before,
      after: await readKeys(page, paths),
      sent: scan.fields.length,
      serverMs: answer.serverMs,
      matchMs: answer.matchMs,
      pageMs: scan.ms + fill.ms,
      notApplied: fill.failed,
    };
  } catch (error) {
    if (timedOut) throw new Error(`the page did not finish within ${options.timeoutMs / 1000} s`);
    throw error;
  } finally {
    clearTimeout(timer);
    await context.close().catch(() => {});
  }
}

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
