import { type AiSettings, aiSettingsSchema, type Template } from '@filldeck/shared';
import type { templates } from '../../db/schema.ts';

export type TemplateRow = typeof templates.$inferSelect;

const DEFAULT_AI_SETTINGS: AiSettings = aiSettingsSchema.parse({});

/** Stored AI settings with the defaults of what older rows lack (the fill settings read as on). */
export const readAiSettings = (stored: Partial<AiSettings>): AiSettings => ({ ...DEFAULT_AI_SETTINGS, ...stored });

/**
 * The API shape of a template (`templateSchema`). A locked template cannot be read in full:
 * only its name, place and dates are shown, so the sidebar can list it with a lock icon.
 */
export function toTemplate(row: TemplateRow, locked: boolean): Template {
  const base = {
    id: row.id,
    ownerUid: row.ownerUid,
    name: row.name,
    projectId: row.projectId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    specialization: row.specialization,
    locked,
  };
  if (locked) return { ...base, sections: [], adHocFields: [], aiInstructions: '', aiSettings: DEFAULT_AI_SETTINGS };
  return {
    ...base,
    sections: row.sections,
    adHocFields: row.adHocFields,
    aiInstructions: row.aiInstructions,
    aiSettings: readAiSettings(row.aiSettings),
  };
}
