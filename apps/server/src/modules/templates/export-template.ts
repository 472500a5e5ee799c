import { isFileType, TEMPLATE_EXPORT_FORMAT, TEMPLATE_EXPORT_VERSION, type TemplateExport } from '@filldeck/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components, type UserRow } from '../../db/schema.ts';
import { readOwnerPlan } from '../plan/read-owner-plan.ts';
import { findUsableTemplate } from './find-usable-template.ts';
import { readAiSettings } from './to-template.ts';

/**
 * The export document of one of the user's unlocked templates: its settings, ad-hoc fields
 * (without ids) and a copy of each section's component, in section order. Sections whose
 * component was deleted are left out.
 */
export async function exportTemplate(db: Db, user: UserRow, id: string): Promise<TemplateExport> {
  const owner = await readOwnerPlan(db, user);
  const row = await findUsableTemplate(db, user.id, id, owner);
  const ids = row.sections.map((s) => s.componentId);
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: components.id, title: components.title, fields: components.fields })
          .from(components)
          .where(and(eq(components.ownerUid, user.id), inArray(components.id, ids)));
  const byId = new Map(found.map((c) => [c.id, c]));
  return {
    format: TEMPLATE_EXPORT_FORMAT,
    version: TEMPLATE_EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    template: {
      name: row.name,
      aiInstructions: row.aiInstructions,
      aiSettings: readAiSettings(row.aiSettings),
      specialization: row.specialization,
      // A File field goes out empty: the export is a text document, and a file's id means nothing
      // in another account (docs/product.md#files).
      adHocFields: row.adHocFields.map(({ name, value, type, required, options }) => {
        const kept = isFileType(type) ? '' : value;
        return options ? { name, value: kept, type, required, options } : { name, value: kept, type, required };
      }),
      components: ids.flatMap((cid) => {
        const c = byId.get(cid);
        const fields = c?.fields.map((f) => (isFileType(f.type) ? { ...f, defaultValue: '' } : f));
        return c && fields ? [{ title: c.title, fields }] : [];
      }),
    },
  };
}
