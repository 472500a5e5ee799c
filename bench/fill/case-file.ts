import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** One expected value (../shared/bench/CASE-FORMAT.md). */
export const expectedSchema = z.union([
  z.string(),
  z.array(z.string()).min(1),
  z.boolean(),
  z.strictObject({ digits: z.string().regex(/^\d+$/) }),
  z.strictObject({ unchanged: z.literal(true) }),
]);
export type Expected = z.infer<typeof expectedSchema>;

export const caseSchema = z.object({
  source: z.string().default(''),
  template: z.object({
    name: z.string().default('Benchmark template'),
    components: z
      .array(
        z.object({
          title: z.string(),
          fields: z.array(
            z.object({ label: z.string(), type: z.string().default('text'), defaultValue: z.string().default('') }),
          ),
        }),
      )
      .default([]),
    adHocFields: z
      .array(z.object({ name: z.string(), type: z.string().default('text'), value: z.string().default('') }))
      .default([]),
    aiInstructions: z.string().default(''),
  }),
  expected: z.record(z.string(), expectedSchema),
});
export type FillCase = z.infer<typeof caseSchema> & { name: string; dir: string };

/** Every case folder (holding case.json and form.html) under `dir`, sorted by name. */
export function loadCases(dir: string, only?: string): FillCase[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(dir, e.name, 'case.json')))
    .map((e) => e.name)
    .filter((name) => !only || name.includes(only))
    .sort()
    .map((name) => {
      const caseDir = path.join(dir, name);
      const parsed = caseSchema.parse(JSON.parse(readFileSync(path.join(caseDir, 'case.json'), 'utf8')));
      return { ...parsed, name, dir: caseDir };
    });
}
