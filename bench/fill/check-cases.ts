/**
 * Checks case folders without filling anything: case.json follows the format, the template fits
 * the Professional plan (at most 60 fields, known field types), the files its File fields name are
 * in the case folder and of a kind the server keeps, every key of `expected` finds exactly one
 * element of form.html (a file input for a `file` expectation, whose file the template holds), and
 * every step's selector finds an element. For case writers, who must not see how the filler does.
 *
 *   npm run bench:fill:check -- <dir> [<dir> …]   (a case folder or a folder of case folders)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIELD_TYPES, FILE_LIMITS, PLAN_LIMITS } from '@filldeck/shared';
import { launchChromium } from '@filldeck/test-chromium';
import { detectFileType } from '../../apps/server/src/modules/files/detect-file-type.ts';
import { type CaseEntry, isCaseDir, loadCase, loadCases } from './case-file.ts';
import { caseFileProblem, templateFileNames } from './case-files.ts';
import { installReader, readKeys } from './page-read.ts';
import { parseKeys } from './run-case.ts';
import { serveDir } from './serve-dir.ts';

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: npm run bench:fill:check -- <case folder or folder of cases> [...]');
  process.exit(2);
}
const entries: CaseEntry[] = dirs.flatMap((dir) =>
  isCaseDir(dir) ? [loadCase(path.resolve(dir))] : loadCases(path.resolve(dir)),
);
const known = new Set<string>(FIELD_TYPES);
const browser = await launchChromium();
let problems = 0;
try {
  for (const entry of entries) {
    const found: string[] = [];
    if ('error' in entry) found.push(entry.error);
    else {
      const { template, expected } = entry.file;
      const fields = template.components.reduce((n, c) => n + c.fields.length, 0) + template.adHocFields.length;
      if (fields > PLAN_LIMITS.professional.fieldsPerTemplate)
        found.push(`the template has ${fields} fields (at most ${PLAN_LIMITS.professional.fieldsPerTemplate})`);
      for (const field of [...template.components.flatMap((c) => c.fields), ...template.adHocFields])
        if (!known.has(field.type)) found.push(`unknown field type ${JSON.stringify(field.type)}`);
      const fileNames = templateFileNames(template);
      for (const name of fileNames) {
        const problem = caseFileProblem(entry.dir, name);
        if (problem) {
          found.push(problem);
          continue;
        }
        const content = readFileSync(path.join(entry.dir, name));
        if (content.length > FILE_LIMITS.maxBytes) found.push(`${name} is larger than ${FILE_LIMITS.maxBytes} bytes`);
        else if (!(await detectFileType(content)))
          found.push(`${name} is not a kind of file the server keeps (PDF, DOCX, ODT, TXT, PNG, JPEG, by content)`);
      }
      for (const [key, want] of Object.entries(expected))
        if (typeof want === 'object' && 'file' in want && !fileNames.includes(want.file))
          found.push(`${key} expects the file ${JSON.stringify(want.file)}, which no File field of the template names`);
      const { paths, unreadable } = parseKeys(Object.keys(expected));
      for (const [key, read] of Object.entries(unreadable))
        found.push(`${key}: ${'missing' in read ? read.missing : ''}`);
      const server = await serveDir(entry.dir);
      const context = await browser.newContext();
      try {
        await context.addInitScript('globalThis.__name = globalThis.__name || ((target) => target);');
        const page = await context.newPage();
        await page.goto(`${server.origin}/form.html`, { waitUntil: 'load', timeout: 15_000 });
        await installReader(page);
        const reads = await readKeys(page, paths);
        for (const [key, read] of Object.entries(reads)) {
          if ('missing' in read) found.push(`${key}: ${read.missing}`);
          else if (read.extra > 0) found.push(`${key} matches ${read.extra + 1} elements`);
          const want = expected[key];
          if (typeof want === 'object' && 'file' in want && !('missing' in read) && !read.files)
            found.push(`${key} expects a file and is not a file input`);
        }
        for (const [i, step] of entry.file.steps.entries()) {
          const count = await page
            .locator(step.click)
            .count()
            .catch(() => -1);
          if (count === -1) found.push(`step ${i + 1}: invalid selector ${step.click}`);
          else if (count === 0) found.push(`step ${i + 1}: nothing matches ${step.click}`);
          else if (count > 1) found.push(`step ${i + 1}: ${step.click} matches ${count} elements`);
        }
      } finally {
        await context.close();
        await server.close();
      }
    }
    problems += found.length;
    console.info(`${entry.name}  ${found.length === 0 ? 'ok' : `${found.length} problem(s)`}`);
    for (const line of found) console.info(`    ${line}`);
  }
} finally {
  await browser.close();
}
console.info(`\n${entries.length} case(s), ${problems} problem(s)`);
process.exitCode = problems ? 1 : 0;
