import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { caseFileSchema, caseTemplateSchema } from './case-file.ts';
import { caseFileProblem, readCaseFile, templateFileNames, withFileIds } from './case-files.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'fill-case-files-'));
writeFileSync(path.join(dir, 'cv.pdf'), '%PDF-1.4\n%%EOF\n');
writeFileSync(path.join(dir, 'empty.txt'), '');
mkdirSync(path.join(dir, 'folder.pdf'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const template = caseTemplateSchema.parse({
  components: [
    {
      title: 'Documents',
      fields: [
        { label: 'Resume', type: 'file', defaultValue: 'cv.pdf' },
        { label: 'Portfolio', type: 'file', defaultValue: '' },
        { label: 'Name', defaultValue: 'cv.pdf' },
      ],
    },
  ],
  adHocFields: [
    { name: 'Cover letter', type: 'file', value: 'letter.pdf' },
    { name: 'CV again', type: 'file', value: 'cv.pdf' },
  ],
});

describe("a template's File fields", () => {
  it('name files of the case folder: each once, empty ones and other types left out', () => {
    expect(templateFileNames(template)).toEqual(['cv.pdf', 'letter.pdf']);
  });

  it('get the uploaded files’ ids in place of the names, and nothing else changes', () => {
    const withIds = withFileIds(
      template,
      new Map([
        ['cv.pdf', 'file_1'],
        ['letter.pdf', 'file_2'],
      ]),
    );
    expect(withIds.components[0]?.fields.map((f) => f.defaultValue)).toEqual(['file_1', '', 'cv.pdf']);
    expect(withIds.adHocFields.map((f) => f.value)).toEqual(['file_2', 'file_1']);
    expect(template.adHocFields[0]?.value).toBe('letter.pdf');
  });

  it('must name a non-empty file of the folder, without a path', () => {
    expect(caseFileProblem(dir, 'cv.pdf')).toBeNull();
    expect(readCaseFile(dir, 'cv.pdf').toString()).toMatch(/^%PDF/);
    expect(caseFileProblem(dir, 'letter.pdf')).toMatch(/not a file of the case folder/);
    expect(caseFileProblem(dir, 'folder.pdf')).toMatch(/not a file of the case folder/);
    expect(caseFileProblem(dir, 'empty.txt')).toMatch(/empty/);
    expect(caseFileProblem(dir, '../cv.pdf')).toMatch(/without a path/);
    expect(() => readCaseFile(dir, 'letter.pdf')).toThrow(/letter\.pdf/);
  });
});

describe('case.json with files and steps', () => {
  it('reads file expectations and steps, and refuses malformed ones', () => {
    const parsed = caseFileSchema.parse({
      steps: [{ click: '#next' }],
      expected: { '#cv': { file: 'cv.pdf' }, '#photo': { unchanged: true } },
    });
    expect(parsed.steps).toEqual([{ click: '#next' }]);
    expect(caseFileSchema.parse({ expected: {} }).steps).toEqual([]);
    expect(caseFileSchema.safeParse({ steps: [{ click: '' }], expected: {} }).success).toBe(false);
    expect(caseFileSchema.safeParse({ steps: [{ wait: 100 }], expected: {} }).success).toBe(false);
    expect(caseFileSchema.safeParse({ expected: { '#cv': { file: '' } } }).success).toBe(false);
    expect(caseFileSchema.safeParse({ expected: { '#cv': { file: 'a.pdf', unchanged: true } } }).success).toBe(false);
  });
});
