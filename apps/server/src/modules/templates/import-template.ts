import type { TemplateExport } from '@filldeck/shared';
import type { Db } from '../../db/client.ts';
import { createTemplateWithComponents } from './create-template-with-components.ts';

/** Creates a template from an export document, with new components, within every plan limit. */
export function importTemplate(db: Db, userId: string, doc: TemplateExport): Promise<string> {
  const t = doc.template;
  return createTemplateWithComponents(db, userId, {
    name: t.name,
    components: t.components,
    adHocFields: t.adHocFields,
    aiInstructions: t.aiInstructions,
    aiSettings: t.aiSettings,
    specialization: t.specialization,
  });
}
