import type { AutofillProvider } from '@filldeck/shared';
import type { Browser } from 'playwright-core';
import type { CaseResult } from './bench-result.ts';
import type { CaseEntry, CaseFile } from './case-file.ts';
import { readCaseFile, templateFileNames, withFileIds } from './case-files.ts';
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

/**
 * Uploads the files the template's File fields name (from the case folder `dir`), imports the
 * template with their ids, fills the page with it (and its steps), then deletes the template and
 * the files again.
 */
export async function fillWithTemplate(
  ctx: BenchContext,
  file: Pick<CaseFile, 'template'> & Partial<Pick<CaseFile, 'steps'>>,
  templateName: string,
  url: string,
  paths: Record<string, KeyStep[]>,
  dir: string | null = null,
): Promise<PageFill> {
  const uploaded = new Map<string, string>();
  try {
    for (const name of templateFileNames(file.template)) {
      if (dir === null)
        throw new Error(`the template names the file ${JSON.stringify(name)}, and there is no case folder`);
      const content = readCaseFile(dir, name);
      try {
        uploaded.set(name, (await ctx.session.uploadFile(name, content)).id);
      } catch (error) {
        throw new Error(`the file ${name} was refused: ${errorText(error)}`);
      }
    }
    let templateId: string;
    try {
      templateId = await ctx.session.importTemplate(
        buildTemplateExport(withFileIds(file.template, uploaded), templateName),
      );
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
        steps: file.steps ?? [],
        async requestValues({ fields, title, lang, continues }) {
          const answer = await ctx.session.autofill({
            templateId,
            url,
            title,
            lang,
            fields,
            provider: ctx.provider,
            ...(continues ? { continues } : {}),
          });
          const { values, files, fillId } = answer.response;
          return { values, files: files ?? {}, fillId, serverMs: answer.serverMs, matchMs: answer.matchMs };
        },
        fileContent: (id) => ctx.session.downloadFile(id),
        reportApplied: (fillId, keys) => ctx.session.reportApplied(fillId, keys),
      });
    } finally {
      await ctx.session.deleteTemplate(templateId);
    }
  } finally {
    for (const id of uploaded.values()) await ctx.session.deleteFile(id);
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
    const run = await fillWithTemplate(ctx, entry.file, entry.name, `${server.origin}/form.html`, paths, entry.dir);
    const scores = scoreFields(expected, { ...run.before, ...unreadable }, { ...run.after, ...unreadable });
    Object.assign(result, scores, {
      warnings: [...run.warnings, ...scores.warnings],
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
