// Shared set-up of the Chromium tests: one headless browser, a page per test with the engine
// bundle injected as `window.engine`, and typed helpers around scan / fill / undo.
import type { FillValue, PageField } from '@filldeck/shared';
import { launchChromium } from '@filldeck/test-chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildEngineBundle } from '../build.mjs';

export type { Browser, Page };

let bundle: Promise<string> | undefined;

/**
 * One headless Chromium for the test file that calls this (at its top level): launched before its
 * tests, closed after them. Returns the browser to open pages in.
 */
export function chromiumForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('chromiumForThisFile: the browser starts in beforeAll');
    return browser;
  };
}

/** A new page with `html`, optional extra scripts (e.g. a bundled React app), then the engine. */
export async function openPage(browser: Browser, html: string, scripts: string[] = []): Promise<Page> {
  bundle ??= buildEngineBundle({ write: false });
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.setContent(html);
  for (const content of scripts) await page.addScriptTag({ content });
  await page.addScriptTag({ content: await bundle });
  await page.evaluate('globalThis.__name = (t) => t; window.engine = FillDeckEngine.createFormEngine(document)');
  return page;
}

interface PageEngine {
  scan(o?: Options): { fields: PageField[]; ignored: Array<{ reason: string }> };
  fill(
    v: Record<string, FillValue>,
    o?: Options,
  ): Promise<{ filled: string[]; failed: Array<{ key: string; reason: string }> }>;
  undo(): void;
}
type WithEngine = { engine: PageEngine };
type Options = { overwrite?: boolean };

export async function scan(page: Page, options: Options = {}): Promise<PageField[]> {
  return page.evaluate((o) => (window as unknown as WithEngine).engine.scan(o).fields, options);
}

/** The key of the field whose label is `label`; fails the test when there is none. */
export function keyOf(fields: PageField[], label: string): string {
  const field = fields.find((f) => f.label === label);
  if (!field) throw new Error(`no field labelled "${label}" in ${JSON.stringify(fields.map((f) => f.label))}`);
  return field.key;
}

export async function fill(page: Page, values: Record<string, FillValue>, options: Options = {}) {
  return page.evaluate(([v, o]) => (window as unknown as WithEngine).engine.fill(v, o), [values, options] as const);
}

export async function undo(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as WithEngine).engine.undo());
}

/** Moves focus away from whatever has it, the way clicking elsewhere on the page does. */
export async function blurActive(page: Page): Promise<void> {
  await page.mouse.click(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}
