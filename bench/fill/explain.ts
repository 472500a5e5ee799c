import { writeFileSync } from 'node:fs';
/**
 * Shows how the built-in matcher reads one case: for each field the page engine finds, its label,
 * groups, hint, the concept and scope the matcher gives it, and the value (or why none). Runs the
 * engine in headless Chromium and the matcher in-process (no server, no database). For tuning on
 * `bench/fill/dev` only: never run it on `bench/fill/test`.
 *
 *   npm run bench:fill:explain -- <case folder>
 */
import path from 'node:path';
import type { PageField } from '@filldeck/shared';
import { launchChromium } from '@filldeck/test-chromium';
import { matchLocally } from '../../apps/server/src/modules/autofill/local-matcher/match-locally.ts';
import type { TemplateValue } from '../../apps/server/src/modules/autofill/local-matcher/types.ts';
import { buildEngineBundle } from '../../packages/form-engine/build.mjs';
import { loadCase } from './case-file.ts';
import { serveDir } from './serve-dir.ts';

const dir = process.argv[2];
// `--step N`: the page as the case's first N steps leave it (a wizard's later pages).
const stepAt = process.argv.indexOf('--step');
const steps = stepAt > 0 ? Number(process.argv[stepAt + 1]) : 0;
if (!dir || !Number.isInteger(steps) || steps < 0) {
  console.error('usage: npm run bench:fill:explain -- <case folder> [--step N]');
  process.exit(2);
}
const entry = loadCase(path.resolve(dir));
if ('error' in entry) {
  console.error(entry.error);
  process.exit(1);
}
const { template } = entry.file;
const values: TemplateValue[] = [
  ...template.components.flatMap((component, c) =>
    component.fields.map((field, i) => ({
      id: `${c}:${i}`,
      label: field.label,
      type: field.type as TemplateValue['type'],
      value: field.defaultValue,
      group: component.title ?? '',
    })),
  ),
  ...template.adHocFields.map((field, i) => ({
    id: `adhoc:${i}`,
    label: field.name,
    type: field.type as TemplateValue['type'],
    value: field.value,
    group: '',
  })),
];
const server = await serveDir(entry.dir);
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`${server.origin}/form.html`);
  for (const step of (entry.file.steps ?? []).slice(0, steps)) await page.click(step.click);
  await page.addScriptTag({ content: await buildEngineBundle({ write: false }) });
  const scan = await page.evaluate(() => {
    const engine = (globalThis as unknown as { FillDeckEngine: { createFormEngine(d: Document): { scan(): unknown } } })
      .FillDeckEngine;
    return { lang: document.documentElement.lang, ...(engine.createFormEngine(document).scan() as object) };
  });
  const { fields, lang, ignored } = scan as { fields: PageField[]; lang: string; ignored: unknown[] };
  // EXPLAIN_DUMP=file.json: the matcher's input (values, fields, lang), for a debug test of one rule.
  if (process.env.EXPLAIN_DUMP) writeFileSync(process.env.EXPLAIN_DUMP, JSON.stringify({ values, fields, lang }));
  const readings = new Map<string, string>();
  const t0 = performance.now();
  for (let i = 0; i < Number(process.env.EXPLAIN_RUNS ?? 0); i++) matchLocally(values, fields, { lang });
  if (process.env.EXPLAIN_RUNS)
    console.info(
      `matchLocally: ${((performance.now() - t0) / Number(process.env.EXPLAIN_RUNS)).toFixed(2)} ms per fill`,
    );
  const result = matchLocally(values, fields, {
    lang,
    trace: (key, { concept, scope }) =>
      readings.set(
        key,
        `${concept ?? '–'}${scope?.person ? ` person=${scope.person}${scope.index ? `#${scope.index}` : ''}` : ''}${scope?.block ? ` block=${scope.block}` : ''}`,
      ),
  });
  const skipped = new Map(result.skipped.map((s) => [s.key, s.reason]));
  console.info(`lang=${lang || '(none)'}  ${fields.length} fields, ${ignored.length} ignored`);
  for (const field of fields) {
    const got = field.key in result.values ? JSON.stringify(result.values[field.key]) : `(${skipped.get(field.key)})`;
    console.info(
      `${field.key} ${field.kind} name=${field.name || '–'} label=${JSON.stringify(field.label)} context=${JSON.stringify(field.context)}${field.hint ? ` hint=${JSON.stringify(field.hint)}` : ''}\n    → ${readings.get(field.key)}  ${got}`,
    );
  }
  console.info('ignored:', JSON.stringify(ignored));
} finally {
  await browser.close();
  await server.close();
}
