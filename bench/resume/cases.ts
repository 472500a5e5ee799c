import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Expected } from './score.ts';

/** One résumé of the corpus: its file and what it should yield (`NN-slug.expected.json`). */
export interface ResumeCase {
  name: string;
  file: string;
  kind: 'pdf' | 'docx';
  layout: string;
  language: string;
  expected: Expected;
}

/** The résumés of a split folder, in name order. */
export function readCases(folder: string): ResumeCase[] {
  const files = readdirSync(folder)
    .filter((file) => /\.(pdf|docx)$/.test(file))
    .sort();
  return files.map((file) => {
    const name = file.replace(/\.(pdf|docx)$/, '');
    const json = JSON.parse(readFileSync(join(folder, `${name}.expected.json`), 'utf8')) as {
      layout: string;
      language: string;
      expected: Expected;
    };
    return {
      name,
      file: join(folder, file),
      kind: file.endsWith('.pdf') ? 'pdf' : 'docx',
      layout: json.layout,
      language: json.language,
      expected: { ...json.expected, links: json.expected.links ?? [] },
    };
  });
}
