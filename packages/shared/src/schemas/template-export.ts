import { z } from 'zod';
import { aiSettingsInputSchema, specializationSchema, templateNameSchema } from './content-requests.ts';
import { fieldOptionsSchema, fieldTypeSchema, LIMITS } from './templates.ts';

export const TEMPLATE_EXPORT_FORMAT = 'filldeck-template';
export const TEMPLATE_EXPORT_VERSION = 1;

const exportedFieldSchema = z.strictObject({
  label: z.string().trim().min(1, 'Field label is required').max(LIMITS.fieldLabel),
  type: fieldTypeSchema,
  defaultValue: z.string().max(LIMITS.fieldValue),
  required: z.boolean().optional(),
  options: fieldOptionsSchema.optional(),
});

/**
 * The export document of a template (`GET /api/templates/:id/export`) and the body of
 * `POST /api/templates/import`. Parsed strictly: unknown keys are refused. Components are
 * copied by value (an import creates new components, like a prebuilt template).
 */
export const templateExportSchema = z.strictObject({
  format: z.literal(TEMPLATE_EXPORT_FORMAT),
  version: z.literal(TEMPLATE_EXPORT_VERSION),
  exportedAt: z.iso.datetime({ offset: true }),
  template: z.strictObject({
    name: templateNameSchema,
    aiInstructions: z.string().max(LIMITS.aiInstructions),
    aiSettings: aiSettingsInputSchema.strict(),
    specialization: specializationSchema,
    adHocFields: z
      .array(
        z.strictObject({
          name: z.string().max(LIMITS.fieldLabel),
          value: z.string().max(LIMITS.fieldValue),
          type: fieldTypeSchema,
          required: z.boolean(),
          options: fieldOptionsSchema.optional(),
        }),
      )
      .max(LIMITS.fields),
    components: z
      .array(
        z.strictObject({
          title: z.string().trim().min(1).max(LIMITS.name),
          fields: z.array(exportedFieldSchema).max(LIMITS.fields),
        }),
      )
      .max(LIMITS.sections),
  }),
});
export type TemplateExport = z.infer<typeof templateExportSchema>;
export type TemplateExportInput = z.input<typeof templateExportSchema>;
