import { z } from 'zod';
import { componentSchema, listedComponentSchema, projectSchema, templateSchema } from './templates.ts';

/** Response bodies of the templates, components and projects API (docs/api-content.md). */
export const templatesResponseSchema = z.object({ templates: z.array(templateSchema) });
/**
 * A template as the extension's bearer token lists it (`GET /api/templates`): what the popup shows
 * and fills with, none of the template's values or AI instructions.
 */
export const extensionTemplateSchema = templateSchema.pick({ id: true, name: true, locked: true, projectId: true });
export type ExtensionTemplate = z.infer<typeof extensionTemplateSchema>;
export const extensionTemplatesResponseSchema = z.object({ templates: z.array(extensionTemplateSchema) });
export const templateResponseSchema = z.object({ template: templateSchema });
export const projectsResponseSchema = z.object({ projects: z.array(projectSchema) });
export const projectResponseSchema = z.object({ project: projectSchema });
export const componentsResponseSchema = z.object({ components: z.array(listedComponentSchema) });
export const componentResponseSchema = z.object({ component: componentSchema });
export const createdTemplateResponseSchema = z.object({ templateId: z.string() });
/** POST /api/templates/import/preview: what an import would create, or why it would be refused. */
export const importPreviewSchema = z.object({
  name: z.string(),
  /** In the template's order; `reused` when one of the user's components is identical. */
  components: z.array(z.object({ title: z.string(), reused: z.boolean() })),
  /** The limit message when the import would be refused, else null. */
  refusal: z.string().nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export const createdProjectResponseSchema = z.object({ projectId: z.string() });
export const createdComponentResponseSchema = z.object({ componentId: z.string() });
export const successResponseSchema = z.object({ success: z.literal(true) });

/** What `GET /api/events` announces: one message per change, data `{type, id}`. */
export const LIVE_EVENT_TYPES = ['templates', 'projects', 'components', 'user', 'usage', 'remembered-answers'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export const liveEventSchema = z.object({
  type: z.enum(LIVE_EVENT_TYPES),
  id: z.string().nullable(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
