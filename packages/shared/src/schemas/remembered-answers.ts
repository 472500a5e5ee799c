import { z } from 'zod';
import { AUTOFILL_LIMITS, PAGE_FIELD_KINDS } from '../autofill-limits.ts';
import { texts } from '../texts.ts';
import { LIMITS } from './templates.ts';

/** Size caps of remembered answers (docs/api-content.md#remembered-answers). */
export const REMEMBERED_LIMITS = {
  /** Remembered answers one user may keep, on every plan. */
  perUser: 2_000,
  /** A host name's longest legal length. */
  site: 253,
  label: LIMITS.fieldLabel,
  name: LIMITS.fieldLabel,
  options: LIMITS.options,
  option: LIMITS.fieldLabel,
  value: LIMITS.fieldValue,
} as const;

/**
 * What a remembered answer's field looked like on the page: its label, its name attribute, how it
 * is filled, and its choices (a select's, a radio group's). The answer is found again by these,
 * never by the page's other text. Blank choices are dropped; a field needs a label or a name.
 */
export const rememberedFieldSchema = z
  .object({
    label: z.string().trim().max(REMEMBERED_LIMITS.label).default(''),
    name: z.string().trim().max(REMEMBERED_LIMITS.name).default(''),
    kind: z.enum(PAGE_FIELD_KINDS),
    options: z
      .array(z.string().trim().max(REMEMBERED_LIMITS.option))
      .max(REMEMBERED_LIMITS.options)
      .default([])
      .transform((options) => options.filter((option) => option !== '')),
  })
  .refine((field) => field.label !== '' || field.name !== '', {
    message: texts.rememberedAnswers.fieldUnnamed,
    path: ['label'],
  });
export type RememberedFieldDescription = z.infer<typeof rememberedFieldSchema>;

/** A remembered value: up to the field value limit, and not blank (forget the answer instead). */
const rememberedValueSchema = z
  .string()
  .max(REMEMBERED_LIMITS.value)
  .refine((value) => value.trim() !== '', { message: texts.rememberedAnswers.valueRequired });

/**
 * POST /api/remembered-answers (the extension's preview, or the dashboard): `site` is the page's
 * address or its host name; the server keeps the host name only.
 */
export const rememberAnswerRequestSchema = z.object({
  site: z.string().trim().min(1).max(AUTOFILL_LIMITS.url),
  field: rememberedFieldSchema,
  value: rememberedValueSchema,
});
export type RememberAnswerRequest = z.input<typeof rememberAnswerRequestSchema>;

/** PATCH /api/remembered-answers/:id: a new value. */
export const updateRememberedAnswerRequestSchema = z.object({ value: rememberedValueSchema });
export type UpdateRememberedAnswerRequest = z.infer<typeof updateRememberedAnswerRequestSchema>;

/** DELETE /api/remembered-answers?site=host: forgets every answer of that site. */
export const forgetSiteQuerySchema = z.object({ site: z.string().trim().min(1).max(AUTOFILL_LIMITS.url) });

export const rememberedAnswerSchema = z.object({
  id: z.string(),
  field: z.object({
    label: z.string(),
    name: z.string(),
    kind: z.string(),
    options: z.array(z.string()),
  }),
  value: z.string(),
  /** ISO time of the last change (remembered again, or edited). */
  updatedAt: z.string(),
});
export type RememberedAnswer = z.infer<typeof rememberedAnswerSchema>;

/** GET /api/remembered-answers: by site, the site changed last first; a site's answers by label. */
export const rememberedAnswersResponseSchema = z.object({
  sites: z.array(z.object({ site: z.string(), answers: z.array(rememberedAnswerSchema) })),
});
export type RememberedAnswers = z.infer<typeof rememberedAnswersResponseSchema>;
export type RememberedSite = RememberedAnswers['sites'][number];

/** POST and PATCH answer the answer as it is now, with the site it belongs to. */
export const rememberedAnswerResponseSchema = z.object({
  answer: rememberedAnswerSchema.extend({ site: z.string() }),
});

/** DELETE …?site=: how many answers were forgotten. */
export const forgetSiteResponseSchema = z.object({ forgotten: z.number().int() });

/**
 * How a page's field is described for remembering: the same on the extension (when the user asks
 * to remember) and on the server (when a fill looks answers up). A list longer than the options
 * limit (a country list) is described without its options.
 */
export function rememberedFieldOf(field: {
  label: string;
  name: string;
  kind: (typeof PAGE_FIELD_KINDS)[number];
  options: readonly { value: string; text: string }[];
}): RememberedFieldDescription {
  const options = field.options.map((option) =>
    (option.text || option.value).trim().slice(0, REMEMBERED_LIMITS.option),
  );
  return {
    label: field.label.trim().slice(0, REMEMBERED_LIMITS.label),
    name: field.name.trim().slice(0, REMEMBERED_LIMITS.name),
    kind: field.kind,
    options: options.length > REMEMBERED_LIMITS.options ? [] : options.filter((option) => option !== ''),
  };
}
