import { z } from 'zod';
import {
  AD_HOC_ID_PREFIX,
  AI_MODELS,
  DEFAULT_AI_MODEL,
  DEFAULT_MAX_TOKENS,
  FIELD_TYPES,
  SECTION_ID_PREFIX,
} from '../field-types.ts';

/** Size caps shared by the editors and the server. */
export const LIMITS = {
  name: 200,
  aiInstructions: 10_000,
  fieldLabel: 200,
  fieldValue: 10_000,
  tone: 200,
  style: 200,
  sections: 100,
  /** Hard ceiling on any list of fields in a request; plans set lower limits. */
  fields: 200,
  maxTokens: 16_000,
  options: 100,
  specialization: 64,
} as const;

export const fieldTypeSchema = z.enum(FIELD_TYPES);
export const aiModelSchema = z.enum(AI_MODELS.map((m) => m.value) as [string, ...string[]]);

/** Choices of a `select` field: trimmed, blank ones dropped. */
export const fieldOptionsSchema = z
  .array(z.string().trim().max(LIMITS.fieldLabel))
  .max(LIMITS.options)
  .transform((options) => options.filter((option) => option !== ''));

export const componentFieldSchema = z.object({
  label: z.string().trim().min(1, 'Field label is required').max(LIMITS.fieldLabel),
  type: fieldTypeSchema,
  defaultValue: z.string().max(LIMITS.fieldValue).default(''),
  /**
   * Kept from prebuilt definitions (docs/product.md#prebuilt-templates); the component editor
   * neither shows nor sends it.
   */
  required: z.boolean().optional(),
  /** Choices of a `select` field (prebuilt definitions and both editors). */
  options: fieldOptionsSchema.optional(),
});
export type ComponentField = z.infer<typeof componentFieldSchema>;

export const sectionSchema = z.object({
  id: z.string().startsWith(SECTION_ID_PREFIX).max(64),
  componentId: z.string().min(1).max(64),
});
export type Section = z.infer<typeof sectionSchema>;

export const adHocFieldSchema = z.object({
  id: z.string().startsWith(AD_HOC_ID_PREFIX).max(64),
  name: z.string().max(LIMITS.fieldLabel),
  value: z.string().max(LIMITS.fieldValue),
  type: fieldTypeSchema,
  required: z.boolean(),
  /** Choices of a `select` field. */
  options: fieldOptionsSchema.optional(),
});
export type AdHocField = z.infer<typeof adHocFieldSchema>;

export const aiSettingsSchema = z.object({
  model: aiModelSchema.default(DEFAULT_AI_MODEL),
  max_tokens: z.number().int().min(1).max(LIMITS.maxTokens).default(DEFAULT_MAX_TOKENS),
  tone: z.string().max(LIMITS.tone).default(''),
  style: z.string().max(LIMITS.style).default(''),
  /** Fill: tick boxes that agree to terms or a privacy policy (docs/matcher.md#agreements-and-marketing). */
  tick_agreements: z.boolean().default(true),
  /** Fill: clear pre-ticked marketing, newsletter and partner-offer boxes. */
  clear_marketing: z.boolean().default(true),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;
/** AI settings as stored: rows written before the fill settings existed lack them (they read as on). */
export type StoredAiSettings = Omit<AiSettings, 'tick_agreements' | 'clear_marketing'> &
  Partial<Pick<AiSettings, 'tick_agreements' | 'clear_marketing'>>;

export const templateSchema = z.object({
  id: z.string(),
  ownerUid: z.string(),
  name: z.string(),
  projectId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sections: z.array(sectionSchema),
  adHocFields: z.array(adHocFieldSchema),
  aiInstructions: z.string(),
  aiSettings: aiSettingsSchema,
  locked: z.boolean(),
  specialization: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const componentSchema = z.object({
  id: z.string(),
  ownerUid: z.string(),
  title: z.string(),
  fields: z.array(componentFieldSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  locked: z.boolean(),
});
export type Component = z.infer<typeof componentSchema>;

/** A template that uses a component (one of its sections does): what the components page names. */
export const componentUsageSchema = z.object({ id: z.string(), name: z.string() });
export type ComponentUsage = z.infer<typeof componentUsageSchema>;

/** A component as `GET /api/components` lists it: with the user's templates that use it, oldest first. */
export const listedComponentSchema = componentSchema.extend({ usedIn: z.array(componentUsageSchema) });
export type ListedComponent = z.infer<typeof listedComponentSchema>;

export const projectSchema = z.object({
  id: z.string(),
  ownerUid: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;
