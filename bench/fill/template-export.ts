import { DEFAULT_MAX_TOKENS, type TemplateExportInput } from '@filldeck/shared';
import type { CaseTemplate } from './case-file.ts';

/**
 * The export document `POST /api/templates/import` takes, built from a case's template. Missing
 * parts get defaults; nothing is shortened or dropped, so the API refuses what it cannot hold and
 * the case reports that as its error.
 */
export function buildTemplateExport(template: CaseTemplate, caseName: string): TemplateExportInput {
  const { name, aiInstructions, components, adHocFields, ...rest } = template;
  return {
    format: 'filldeck-template',
    version: 1,
    exportedAt: new Date().toISOString(),
    template: {
      name: name ?? caseName,
      aiInstructions,
      aiSettings: { max_tokens: DEFAULT_MAX_TOKENS },
      specialization: 'other',
      ...rest,
      adHocFields: adHocFields.map((field) => ({ ...field })) as TemplateExportInput['template']['adHocFields'],
      components: components.map(({ title, fields, ...more }, i) => ({
        title: title ?? `Fields ${i + 1}`,
        ...more,
        fields: fields.map((field) => ({ ...field })),
      })) as TemplateExportInput['template']['components'],
    },
  };
}
