import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isFileType } from '@filldeck/shared';
import type { CaseTemplate } from './case-file.ts';

/**
 * A template's File fields name files of the case folder by their file name (CASE-FORMAT.md); the
 * harness uploads them and the import gets the ids the server gave them.
 */
export function templateFileNames(template: CaseTemplate): string[] {
  const names = [
    ...template.components.flatMap((c) => c.fields.filter((f) => isFileType(f.type)).map((f) => f.defaultValue)),
    ...template.adHocFields.filter((f) => isFileType(f.type)).map((f) => f.value),
  ];
  return [...new Set(names.filter((name) => name !== ''))];
}

/** The template with each File field's file name replaced by its id (`ids`: name → id). */
export function withFileIds(template: CaseTemplate, ids: ReadonlyMap<string, string>): CaseTemplate {
  const idOf = (name: string) => (name === '' ? '' : (ids.get(name) ?? name));
  return {
    ...template,
    components: template.components.map((component) => ({
      ...component,
      fields: component.fields.map((field) =>
        isFileType(field.type) ? { ...field, defaultValue: idOf(field.defaultValue) } : field,
      ),
    })),
    adHocFields: template.adHocFields.map((field) =>
      isFileType(field.type) ? { ...field, value: idOf(field.value) } : field,
    ),
  };
}

/** Why a File field's file name does not name a file of the case folder, or null when it does. */
export function caseFileProblem(dir: string, name: string): string | null {
  if (name !== path.basename(name) || name === '.' || name === '..' || name.includes('\\'))
    return `the File field names ${JSON.stringify(name)}: a file name of the case folder, without a path`;
  const file = path.join(dir, name);
  if (!existsSync(file) || !statSync(file).isFile())
    return `the File field names ${JSON.stringify(name)}, which is not a file of the case folder`;
  if (statSync(file).size === 0) return `${name} is empty (the server refuses an empty file)`;
  return null;
}

/** The content of a file a File field names; throws with the reason when there is none. */
export function readCaseFile(dir: string, name: string): Buffer {
  const problem = caseFileProblem(dir, name);
  if (problem) throw new Error(problem);
  return readFileSync(path.join(dir, name));
}
