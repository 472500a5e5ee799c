import { z } from 'zod';
import { DEFAULT_AI_MODEL, normalizeMaxTokens } from '../field-types.ts';
import { texts } from '../texts.ts';
import {
  adHocFieldSchema,
  aiModelSchema,
  componentFieldSchema,
  fieldOptionsSchema,
  fieldTypeSchema,
  LIMITS,
  sectionSchema,
} from './templates.ts';

/**
 * Request bodies of the templates, components and projects API (docs/api-content.md).
 * The server parses every body with these; the web app may use them to check forms.
 * Over-long strings and lists are refused, never truncated.
 */

const or = (fallback: string) => (value: string | undefined) => (value ? value : fallback);

/** A template name; blank means 'Untitled Template'. */
export const templateNameSchema = z
  .string()
  .trim()
  .max(LIMITS.name)
  .optional()
  .transform(or(texts.defaults.untitledTemplate));

/** A template's specialization badge; blank means 'other'. */
export const specializationSchema = z.string().trim().max(LIMITS.specialization).optional().transform(or('other'));

/** AI settings as the editor sends them: max tokens falls back to 1200 when empty or invalid. */
export const aiSettingsInputSchema = z.object({
  model: aiModelSchema.default(DEFAULT_AI_MODEL),
  max_tokens: z.preprocess(normalizeMaxTokens, z.number().int().max(LIMITS.maxTokens)),
  tone: z.string().max(LIMITS.tone).default(''),
  style: z.string().max(LIMITS.style).default(''),
  tick_agreements: z.boolean().default(true),
  clear_marketing: z.boolean().default(true),
});

const uniqueIds = (list: { id: string }[]) => new Set(list.map((item) => item.id)).size === list.length;

/** PUT /api/templates/:id — the whole editable template (Save Template). */
export const updateTemplateRequestSchema = z.object({
  name: templateNameSchema,
  projectId: z.string().min(1).max(64).nullable(),
  sections: z.array(sectionSchema).max(LIMITS.sections).refine(uniqueIds, 'Section ids must be unique'),
  adHocFields: z.array(adHocFieldSchema).max(LIMITS.fields).refine(uniqueIds, 'Ad-hoc field ids must be unique'),
  aiInstructions: z.string().max(LIMITS.aiInstructions),
  aiSettings: aiSettingsInputSchema,
  specialization: specializationSchema,
});

/** PATCH /api/templates/:id — any subset of the PUT body (rename, move, add or remove a section). */
export const patchTemplateRequestSchema = updateTemplateRequestSchema.partial();

/** POST /api/templates/:id/ad-hoc-fields: "Add to my template" from the extension's preview. */
export const addAdHocFieldRequestSchema = z.object({
  name: z.string().trim().min(1).max(LIMITS.fieldLabel),
  value: z.string().max(LIMITS.fieldValue),
});
export type PatchTemplateRequest = z.input<typeof patchTemplateRequestSchema>;

/** An ad-hoc field to create; the server gives it an `adhoc_…` id. */
export const newAdHocFieldSchema = z.object({
  name: z.string().max(LIMITS.fieldLabel),
  value: z.string().max(LIMITS.fieldValue).default(''),
  type: fieldTypeSchema,
  required: z.boolean().default(false),
  options: fieldOptionsSchema.optional(),
});

/** POST /api/create_template — sidebar (title, fields) and project page (plus projectId). */
export const createTemplateRequestSchema = z.object({
  title: templateNameSchema,
  /** Ad-hoc fields the template starts with; the web app sends an empty list. */
  fields: z.array(newAdHocFieldSchema).max(LIMITS.fields).default([]),
  projectId: z.string().min(1).max(64).nullable().optional(),
  aiInstructions: z.string().max(LIMITS.aiInstructions).optional(),
});
export type CreateTemplateRequest = z.input<typeof createTemplateRequestSchema>;

/** POST /api/create_component and PUT /api/components/:id */
export const componentRequestSchema = z.object({
  title: z.string().trim().min(1, texts.components.titleRequired).max(LIMITS.name),
  fields: z.array(componentFieldSchema).max(LIMITS.fields).default([]),
});
export const createComponentRequestSchema = componentRequestSchema;
export const updateComponentRequestSchema = componentRequestSchema;
export type ComponentRequest = z.input<typeof componentRequestSchema>;

/** POST /api/create_prebuilt_template — a PrebuiltTemplate definition (extra keys are ignored). */
export const createPrebuiltTemplateRequestSchema = z.object({
  title: z.string().trim().min(1).max(LIMITS.name),
  defaultComponents: z.array(componentRequestSchema).max(LIMITS.sections),
  defaultAdHocFields: z.array(newAdHocFieldSchema).max(LIMITS.fields).default([]),
  defaultAIInstructions: z.string().max(LIMITS.aiInstructions).default(''),
  /** The name the user confirmed; blank or absent means 'Prebuilt: {title}'. */
  name: z.string().trim().max(LIMITS.name).optional(),
  /**
   * Leave out the components the plan has no room for, instead of refusing the whole (planParts;
   * the dashboard sends it and says beforehand what is left out).
   */
  fitToPlan: z.boolean().optional(),
});

/** POST /api/update_template_name */
export const updateTemplateNameRequestSchema = z.object({
  templateId: z.string().min(1).max(64),
  name: templateNameSchema,
});

/** POST /api/create_project — blank means 'Untitled Project'. */
export const createProjectRequestSchema = z.object({
  name: z.string().trim().max(LIMITS.name).optional().transform(or(texts.defaults.untitledProject)),
});

/** PATCH /api/projects/:id */
export const renameProjectRequestSchema = z.object({
  name: z.string().trim().min(1, texts.sidebar.projectNameRequired).max(LIMITS.name),
});
