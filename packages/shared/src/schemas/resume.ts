import { z } from 'zod';

/** POST /api/resume/structure: the résumé's text, as the browser extracted it. */
export const structureResumeRequestSchema = z.object({ text: z.string().trim().min(1).max(30_000) });

/** What the model read (Your details' keys), and what it cost. */
export const structureResumeResponseSchema = z.object({
  details: z.record(z.string(), z.string()),
  credits: z.number().int(),
  balance: z.number().int(),
});
export type StructureResumeResponse = z.infer<typeof structureResumeResponseSchema>;
