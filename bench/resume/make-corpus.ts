/**
 * Writes the résumé benchmark corpus: for every résumé in `sources/`, a PDF or DOCX file and the
 * answers a person reading it would give, into `corpus/dev` (odd numbers) or `corpus/test` (even
 * numbers), and the table of cases in `corpus/README.md`. The output is byte-for-byte reproducible.
 *
 *   node --import tsx bench/resume/make-corpus.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderDocx } from './layouts/docx.ts';
import { renderPdf } from './layouts/pdf.ts';
import { resumes } from './sources/index.ts';
import type { Expected, Layout, Resume } from './sources/types.ts';

const corpus = join(dirname(fileURLToPath(import.meta.url)), 'corpus');
const GENERATED = /^\d\d-[a-z0-9-]+(\.pdf|\.docx|\.expected\.json)$/;
const EXPECTED_KEYS: (keyof Expected)[] = ['name', 'email', 'phone', 'links', 'title', 'employer', 'city'];

function format(layout: Layout): 'pdf' | 'docx' {
  return layout.kind.startsWith('pdf') ? 'pdf' : 'docx';
}

function columns(layout: Layout): 'one-column' | 'two-column' {
  return layout.kind === 'pdf-classic' || layout.kind === 'docx-classic' ? 'one-column' : 'two-column';
}

function split(r: Resume): 'dev' | 'test' {
  return r.number % 2 === 1 ? 'dev' : 'test';
}

function baseName(r: Resume): string {
  return `${String(r.number).padStart(2, '0')}-${r.slug}`;
}

/** A few words on the layout for the README table. */
function describe(r: Resume): string {
  const l = r.layout;
  switch (l.kind) {
    case 'pdf-classic':
      return [
        l.font,
        l.banner ? 'name on a colour band' : `name ${l.align === 'center' ? 'centred' : 'left'}`,
        { line: 'contact on one line', rows: 'contact in rows', right: 'contact block at the right' }[l.contact],
        l.dateGutter && 'dates in a left gutter',
        l.runningHeader && 'running header, page numbers',
      ]
        .filter(Boolean)
        .join(', ');
    case 'pdf-sidebar':
      return [
        l.font,
        `sidebar ${l.side}`,
        { sidebar: 'name in the sidebar', main: 'name over the main column', top: 'name across the top' }[l.name],
        l.photo && 'photo box',
      ]
        .filter(Boolean)
        .join(', ');
    case 'docx-classic':
      return [
        l.font,
        `name ${l.align === 'center' ? 'centred' : 'left'}`,
        l.contact === 'line' ? 'contact on one line' : 'contact in rows',
        l.datesLeft && 'dates left',
      ]
        .filter(Boolean)
        .join(', ');
    case 'docx-table':
      return `${l.font}, borderless table, sidebar ${l.side}, name ${l.name === 'top' ? 'above the table' : 'in the sidebar'}`;
    case 'docx-columns':
      return `${l.font}, one-column header then two section columns, sidebar ${l.sidebarFirst ? 'first (left)' : 'last (right)'}`;
  }
}

function check(all: Resume[]) {
  const numbers = all.map((r) => r.number);
  numbers.forEach((n, i) => {
    if (n !== i + 1)
      throw new Error(`résumé numbers must run 1…${all.length} without gaps: found ${numbers.join(', ')}`);
  });
  for (const r of all) {
    if (new Set(all.map((other) => other.slug)).size !== all.length) throw new Error('slugs must be unique');
    const keys = Object.keys(r.expected);
    if (keys.join() !== EXPECTED_KEYS.join()) throw new Error(`${r.slug}: expected keys are ${keys.join(', ')}`);
    if (columns(r.layout) === 'two-column' && !r.sidebar?.length)
      throw new Error(`${r.slug}: a two-column layout needs a sidebar`);
    if (columns(r.layout) === 'one-column' && r.sidebar)
      throw new Error(`${r.slug}: a one-column layout has no sidebar`);
  }
}

/** JSON as Biome formats it: two-space indent, short arrays on one line. */
function json(value: unknown): string {
  const text = JSON.stringify(value, null, 2).replace(/\[\n\s+([^[\]{}]*?)\n\s*\]/g, (whole, inner: string) => {
    const line = `[${inner.split(/,\n\s*/).join(', ')}]`;
    return line.length <= 90 ? line : whole;
  });
  return `${text}\n`;
}

function readme(all: Resume[], pages: Map<number, number>): string {
  const count = (test: (r: Resume) => boolean) => all.filter(test).length;
  const rows = all.map((r) => {
    const file = `${split(r)}/${baseName(r)}.${format(r.layout)}`;
    const count = pages.get(r.number);
    const layout = `${describe(r)}${count && count > 1 ? `, ${count} pages` : ''}`;
    return `| \`${file}\` | ${columns(r.layout)} | ${r.country} | ${r.language} | ${layout} | ${r.note} |`;
  });
  const countries = [...new Set(all.map((r) => r.country))].sort();
  const languages = [...new Set(all.map((r) => r.language))].sort();
  return `# Résumé benchmark corpus

${all.length} résumés of fictional people, as PDF (${count((r) => format(r.layout) === 'pdf')}) and DOCX (${count((r) => format(r.layout) === 'docx')}) files, each with
the answers a person reading it would give, for measuring the résumé parser (\`npm run bench:resume\`).
${count((r) => columns(r.layout) === 'one-column')} are laid out in one column, ${count((r) => columns(r.layout) === 'two-column')} in two (a sidebar with contact and skills beside the
main column: in PDFs the columns are drawn side by side at absolute positions; in DOCX files they are a
borderless two-cell table or Word section columns). Countries: ${countries.join(', ')}; languages:
${languages.join(', ')}.

## Who wrote it, and how

The corpus was written by a helper session (an AI assistant) working **blind**: from how real
résumés look in each country (section headings, date formats such as "heute", "aujourd'hui",
"actualidad", "Till date", phone formats, a German "Lebenslauf" with a signature line, an Italian
GDPR consent line, an Indian declaration), before the parser was measured and without reading any
of its code (\`packages/resume/\`, \`bench/resume/index.ts\`, \`bench/resume/score.ts\`). The expected
answers were written by hand next to each résumé, not derived from the layout code, and then checked
against the text that pdfjs-dist and mammoth extract from the files. Do not tune the answers to the
parser: if a case looks wrong, fix it because the résumé says otherwise.

All names, employers, addresses and phone numbers are invented; e-mail addresses and personal sites
use example domains (\`example.com\`, \`example.de\`, …); LinkedIn/GitHub handles are fictional.

## Split

Odd numbers are in \`dev/\` (look at them while developing), even numbers in \`test/\` (only measure).

## Files

- \`NN-slug.pdf\` or \`NN-slug.docx\`: the résumé.
- \`NN-slug.expected.json\`: \`layout\` (\`one-column\` | \`two-column\`), \`country\` (ISO 3166-1, \`GB\` for the
  UK), \`language\` (ISO 639-1 of the text) and \`expected\` with exactly seven keys:
  - \`name\`: the person's name as a recruiter would type it (names printed in capitals are given in
    normal case; a post-nominal such as ", RN" is left out).
  - \`email\`; \`phone\`: as written, the mobile one when the résumé gives two.
  - \`links\`: every profile or site link the person gives, as written (compare them ignoring
    the protocol, \`www.\` and a trailing slash); \`[]\` when there are none. E-mail addresses are not links.
  - \`title\`, \`employer\`: the current (or most recent) job's. A student with no job has
    \`employer: null\`, and \`title\` is the line under the name when it says what they are
    ("Estudiante de Ingeniería Informática"), otherwise \`null\`; a student club role or a project is
    not a job. A working student's part-time job is a job.
  - \`city\`: the city of the person's own address or location, without region or postcode.
  - \`null\` for anything the résumé does not give.

## Regenerate

The résumés are data in \`bench/resume/sources/*.ts\`; the layouts are in \`bench/resume/layouts/\`
(pdfkit with the standard fonts, and docx). Run

    node --import tsx bench/resume/make-corpus.ts

which rewrites every file here, this README included (its text is in \`make-corpus.ts\`); the output is
reproducible byte for byte (fixed creation dates and ids).

## Cases

| File | Layout | Country | Language | How it looks | What it tests |
|---|---|---|---|---|---|
${rows.join('\n')}
`;
}

async function main() {
  check(resumes);
  for (const dir of ['dev', 'test']) {
    mkdirSync(join(corpus, dir), { recursive: true });
    for (const file of readdirSync(join(corpus, dir))) if (GENERATED.test(file)) rmSync(join(corpus, dir, file));
  }
  const pages = new Map<number, number>();
  for (const r of resumes) {
    const ext = format(r.layout);
    const bytes = ext === 'pdf' ? await renderPdf(r) : await renderDocx(r);
    if (ext === 'pdf') pages.set(r.number, bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0);
    const base = join(corpus, split(r), baseName(r));
    writeFileSync(`${base}.${ext}`, bytes);
    const answer = { layout: columns(r.layout), country: r.country, language: r.language, expected: r.expected };
    writeFileSync(`${base}.expected.json`, json(answer));
    console.info(`${split(r)}/${baseName(r)}.${ext}  ${(bytes.length / 1024).toFixed(1)} KB`);
  }
  writeFileSync(join(corpus, 'README.md'), readme(resumes, pages));
  console.info(`wrote ${resumes.length} résumés to ${corpus}`);
}

await main();
