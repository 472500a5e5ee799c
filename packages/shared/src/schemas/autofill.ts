import { z } from 'zod';
import { AUTOFILL_LIMITS, PAGE_FIELD_KINDS } from '../autofill-limits.ts';
import { storedFileSchema } from './files.ts';

export { AUTOFILL_LIMITS, PAGE_FIELD_KINDS, type PageFieldKind } from '../autofill-limits.ts';

const attribute = z.string().max(AUTOFILL_LIMITS.attribute);

export const pageFieldOptionSchema = z.object({
  value: z.string().max(AUTOFILL_LIMITS.optionText),
  text: z.string().max(AUTOFILL_LIMITS.optionText),
});
export type PageFieldOption = z.infer<typeof pageFieldOptionSchema>;

export const pageFieldSchema = z.object({
  /** Stable for the page's lifetime; unique within one request. */
  key: z.string().min(1).max(AUTOFILL_LIMITS.key),
  kind: z.enum(PAGE_FIELD_KINDS),
  /** Lower-case tag name (`input`, `select`, `div`, …). */
  tag: attribute,
  /** Lower-case `type` attribute of an input (`email`, `tel`, `date`, …); '' otherwise. */
  type: attribute.default(''),
  name: attribute.default(''),
  id: attribute.default(''),
  /** The `autocomplete` attribute as written (e.g. `shipping given-name`). */
  autocomplete: attribute.default(''),
  placeholder: attribute.default(''),
  /** The accessible name (label[for], wrapping label, aria-labelledby, aria-label, title, nearby text). */
  label: z.string().max(AUTOFILL_LIMITS.label).default(''),
  /**
   * The groups the field sits in, nearest first, joined by ` · `: its ARIA group or fieldset
   * legend, its table row's and column's headers, the headings before it.
   */
  context: z.string().max(AUTOFILL_LIMITS.label).default(''),
  /** Help text that is not the label: aria-describedby, a hint beside the field, a long title. */
  hint: z.string().max(AUTOFILL_LIMITS.label).default(''),
  /** Choices of a select, radio group or combobox (when the page lists them). */
  options: z.array(pageFieldOptionSchema).max(AUTOFILL_LIMITS.options).default([]),
  required: z.boolean().default(false),
  maxLength: z.number().int().min(0).max(1_000_000).nullable().default(null),
  pattern: attribute.default(''),
  /** A file input's `accept` attribute (`.pdf,.docx`, `image/*`); '' otherwise. */
  accept: attribute.default(''),
  /** The current value (a checkbox: 'on' when checked, '' when not). */
  value: z.string().max(AUTOFILL_LIMITS.value).default(''),
});
export type PageField = z.infer<typeof pageFieldSchema>;

/** What separates the groups of a page field's `context`. */
export const CONTEXT_SEPARATOR = ' · ';

/** A page field's nearest group (its fieldset legend, ARIA group, row header…): the first of its context, '' when none. */
export const nearestGroup = (field: { context: string }): string => field.context.split(CONTEXT_SEPARATOR)[0] ?? '';
export type PageFieldInput = z.input<typeof pageFieldSchema>;

export const AUTOFILL_PROVIDERS = ['local', 'ai'] as const;
export type AutofillProvider = (typeof AUTOFILL_PROVIDERS)[number];

export const autofillRequestSchema = z
  .object({
    templateId: z.string().min(1).max(64),
    url: z.string().max(AUTOFILL_LIMITS.url).default(''),
    title: z.string().max(AUTOFILL_LIMITS.title).default(''),
    /** The page's language (its `lang` attribute, e.g. `de-AT`); '' when it does not say. */
    lang: z.string().max(35).default(''),
    fields: z.array(pageFieldSchema).min(1).max(AUTOFILL_LIMITS.fields),
    /** Default: `ai` when the server has an AI endpoint configured, else `local`. */
    provider: z.enum(AUTOFILL_PROVIDERS).optional(),
    /**
     * The next step of an application (fields that appeared after Apply): the `fillId` of the
     * fill applied on the same site before. Applying this one charges nothing and adds its
     * fields to that fill (docs/api-autofill.md#forms-in-several-steps).
     */
    continues: z.string().min(1).max(100).optional(),
  })
  .refine((body) => new Set(body.fields.map((f) => f.key)).size === body.fields.length, {
    message: 'Field keys must be unique',
    path: ['fields'],
  });
export type AutofillRequest = z.infer<typeof autofillRequestSchema>;
export type AutofillRequestInput = z.input<typeof autofillRequestSchema>;

/** A value for one field: text, an option's value, or a checkbox's checked state. */
export type FillValue = string | boolean;

/** Boxes a fill ticks or clears by the template's settings rather than by a template value. */
export const FILL_MARKS = ['agreement', 'marketing'] as const;
export type FillMark = (typeof FILL_MARKS)[number];

/** Why a field was left empty. */
export const SKIP_REASONS = [
  /** Nothing in the template fits it. */
  'no_match',
  /** Something might fit, but not surely enough to fill. */
  'low_confidence',
  /** A value was found but no option of the control matches it. */
  'no_option',
  /** The value does not fit the control (maxlength, pattern). */
  'does_not_fit',
  /** The model was asked and gave no value. */
  'model_declined',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export const autofillResponseSchema = z.object({
  /** Field key → value to apply. */
  values: z.record(z.string(), z.union([z.string(), z.boolean()])),
  /** Field key → who chose the value: the matcher, the model, or an answer the user remembered for the site (free). */
  sources: z.record(z.string(), z.enum([...AUTOFILL_PROVIDERS, 'remembered'])),
  /**
   * Field key → why a box is ticked or cleared by the template's fill settings: an agreement
   * (terms, privacy) ticked, or a marketing or partner-offer box cleared. The preview says so.
   */
  marks: z.record(z.string(), z.enum(FILL_MARKS)).default({}),
  /**
   * Field key → the file a file input is given (its value is the file's id): the preview shows its
   * name and size, and the extension fetches it (`GET /api/files/{id}`) only when it is applied.
   */
  files: z.record(z.string(), storedFileSchema).default({}),
  skipped: z.array(z.object({ key: z.string(), reason: z.enum(SKIP_REASONS) })),
  usage: z.object({
    provider: z.enum(AUTOFILL_PROVIDERS),
    /** `local`, or the model that was asked. */
    model: z.string(),
    promptTokens: z.number().int(),
    completionTokens: z.number().int(),
    totalTokens: z.number().int(),
    /** Credits this request charged: a model's tokens; the fill itself is charged at Apply. */
    credits: z.number().int(),
    balance: z.number().int(),
    /** What reporting the applied fields (`POST /api/autofill/{fillId}/applied`) will charge. */
    applyCredits: z.number().int().optional(),
  }),
  /**
   * The fill's usage record: the extension reports the fields it applied with it, and only then
   * is the fill charged and counted. Optional for older servers.
   */
  fillId: z.string().optional(),
  /** True when an earlier request with the same Idempotency-Key answered: nothing was spent again. */
  replayed: z.boolean(),
  /**
   * Whether this server has an AI model for what the built-in matcher leaves open (as
   * `GET /api/server-info` says); set on every fill, replays too. False: the panel says
   * `texts.ai.notSetUp`. Optional for older servers.
   */
  modelAvailable: z.boolean().optional(),
});
export type AutofillResponse = z.infer<typeof autofillResponseSchema>;

/** `POST /api/autofill/{fillId}/applied`: the keys of the proposed fields the user applied. */
export const autofillAppliedRequestSchema = z.object({
  keys: z.array(z.string().min(1).max(AUTOFILL_LIMITS.key)).min(1).max(AUTOFILL_LIMITS.fields),
});

export const autofillAppliedResponseSchema = z.object({
  /** The fields counted: the reported keys the fill had proposed. */
  filledFields: z.number().int(),
  /** What the fill was charged at Apply (0 when it had been reported before). */
  credits: z.number().int(),
  balance: z.number().int(),
  /** True when this fill had been reported before: nothing was charged again. */
  replayed: z.boolean(),
});
export type AutofillAppliedResponse = z.infer<typeof autofillAppliedResponseSchema>;
