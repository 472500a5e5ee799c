import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** One expected value (CASE-FORMAT.md). */
export const expectedSchema = z.union([
  z.string(),
  z.array(z.string()).min(1),
  z.boolean(),
  z.strictObject({ digits: z.string().regex(/\d/, 'must hold digits') }),
  z.strictObject({ unchanged: z.literal(true) }),
  z.strictObject({ file: z.string().min(1) }),
]);
export type Expected = z.infer<typeof expectedSchema>;

// Template parts keep keys this schema does not know (looseObject): they go to the import API,
// which refuses what it does not accept, rather than being dropped here.
const componentFieldSchema = z.looseObject({
  label: z.string(),
  type: z.string().default('text'),
  defaultValue: z.string().default(''),
});
const componentSchema = z.looseObject({
  title: z.string().optional(),
  fields: z.array(componentFieldSchema).default([]),
});
const adHocFieldSchema = z.looseObject({
  name: z.string(),
  type: z.string().default('text'),
  value: z.string().default(''),
  required: z.boolean().default(false),
});
export const caseTemplateSchema = z.looseObject({
  name: z.string().optional(),
  components: z.array(componentSchema).default([]),
  adHocFields: z.array(adHocFieldSchema).default([]),
  aiInstructions: z.string().default(''),
});
export type CaseTemplate = z.infer<typeof caseTemplateSchema>;

/** What the harness does after the first fill: click, then fill the fields that appeared. */
export const caseStepSchema = z.strictObject({ click: z.string().trim().min(1) });
export type CaseStep = z.infer<typeof caseStepSchema>;

/** case.json: what the template holds and what each listed field must show after the fill. */
export const caseFileSchema = z.object({
  source: z.string().optional(),
  template: caseTemplateSchema.default({ components: [], adHocFields: [], aiInstructions: '' }),
  steps: z.array(caseStepSchema).default([]),
  expected: z.record(z.string(), expectedSchema),
});
export type CaseFile = z.infer<typeof caseFileSchema>;

/** A case folder: its parsed case.json, or why it could not be read (its listed fields then count as wrong). */
export type CaseEntry =
  | { name: string; dir: string; file: CaseFile }
  | { name: string; dir: string; error: string; total: number };

/** Whether a folder is a case: it holds case.json and form.html. */
export const isCaseDir = (dir: string) =>
  existsSync(path.join(dir, 'case.json')) && existsSync(path.join(dir, 'form.html'));

/** Every case folder directly under `dir`, sorted by name; `only` keeps names containing it. */
export function loadCases(dir: string, only?: string): CaseEntry[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isCaseDir(path.join(dir, entry.name)))
    .map((entry) => entry.name)
    .filter((name) => !only || name.includes(only))
    .sort()
    .map((name) => loadCase(path.join(dir, name)));
}

/** Reads and validates one case folder. */
export function loadCase(dir: string): CaseEntry {
  const name = path.basename(dir);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path.join(dir, 'case.json'), 'utf8'));
  } catch (error) {
    return { name, dir, error: `case.json: ${(error as Error).message}`, total: 0 };
  }
  const parsed = caseFileSchema.safeParse(json);
  if (parsed.success) return { name, dir, file: parsed.data };
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
  return { name, dir, error: `case.json: ${issues.slice(0, 5).join('; ')}${more}`, total: countListed(json) };
}

/** How many fields a case lists, even when the rest of its case.json is invalid. */
function countListed(json: unknown): number {
  const expected = (json as { expected?: unknown } | null)?.expected;
  return expected && typeof expected === 'object' && !Array.isArray(expected) ? Object.keys(expected).length : 0;
}
