import type { AutofillProvider } from '@filldeck/shared';
import type { Browser } from 'playwright-core';
import type { CaseResult } from './bench-result.ts';
import type { CaseEntry, CaseFile } from './case-file.ts';
import { fillPage, type PageFill } from './fill-page.ts';
import { type KeyStep, parseKey } from './key-path.ts';
import type { ReadResult } from './page-read.ts';
import { scoreFields } from './score-fields.ts';
import { serveDir } from './serve-dir.ts';
import type { ServerSession } from './server-session.ts';
import { buildTemplateExport } from './template-export.ts';

/** What every fill of a run shares. */
export interface BenchContext {
  browser: Browser;
  session: ServerSession;
  engine: string;
  provider: AutofillProvider;
  timeoutMs: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Parses every key; a key that cannot be parsed is read as missing (and so scored wrong). */
export function parseKeys(keys: string[]): {
  paths: Record<string, KeyStep[]>;
  unreadable: Record<string, ReadResult>;
} {
  const paths: Record<string, KeyStep[]> = {};
  const unreadable: Record<string, ReadResult> = {};
  for (const key of keys) {
    try {
      paths[key] = parseKey(key);
    } catch (error) {
      unreadable[key] = { missing: errorText(error) };
    }
  }
  return { paths, unreadable };
}

/** Imports the template, fills the page with it, deletes the template again. */
export async function fillWithTemplate(
  ctx: BenchContext,
  file: Pick<CaseFile, 'template'>,
  templateName: string,
  url: string,
  paths: Record<string, KeyStep[]>,
): Promise<PageFill> {
  let templateId: string;
  try {
    templateId = await ctx.session.importTemplate(buildTemplateExport(file.template, templateName));
  } catch (error) {
    throw new Error(`the template was refused: ${errorText(error)}`);
  }
  try {
    return await fillPage({
      browser: ctx.browser,
      url,
      paths,
      engine: ctx.engine,
      timeoutMs: ctx.timeoutMs,
      async requestValues(fields, title, lang) {
        const answer = await ctx.session.autofill({ templateId, url, title, lang, fields, provider: ctx.provider });
        return { values: answer.response.values, serverMs: answer.serverMs, matchMs: answer.matchMs };
      },
    });
  } finally {
    await ctx.session.deleteTemplate(templateId);
  }
}

/** Runs one case folder and scores it; any failure becomes the case's error, never the run's. */
export async function runCase(ctx: BenchContext, entry: CaseEntry): Promise<CaseResult> {
  const blank = {
    correct: 0,
    wrong: 0,
    sent: 0,
    serverMs: null,
    pageMs: null,
    misses: [],
    notApplied: [],
    warnings: [],
  };
  if ('error' in entry)
    return { name: entry.name, total: entry.total, ...blank, wrong: entry.total, error: entry.error };
  const { expected } = entry.file;
  const result: CaseResult = { name: entry.name, total: Object.keys(expected).length, ...blank };
  const { paths, unreadable } = parseKeys(Object.keys(expected));
  const server = await serveDir(entry.dir);
  try {
    const run = await fillWithTemplate(ctx, entry.file, entry.name, `${server.origin}/form.html`, paths);
    const scores = scoreFields(expected, { ...run.before, ...unreadable }, { ...run.after, ...unreadable });
    Object.assign(result, scores, {
      sent: run.sent,
      serverMs: run.serverMs,
      pageMs: run.pageMs,
      notApplied: run.notApplied,
    });
  } catch (error) {
    // Nothing trustworthy was measured: every listed field counts as wrong.
    Object.assign(result, { correct: 0, wrong: result.total, misses: [], error: errorText(error) });
  } finally {
    await server.close();
  }
  return result;
}
