import type { ImportPreview, TemplateExport } from '@filldeck/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockOwner } from '../plan/lock-owner.ts';
import {
  createTemplateWithComponents,
  planBlueprint,
  type TemplateBlueprint,
} from './create-template-with-components.ts';

function toBlueprint(doc: TemplateExport): TemplateBlueprint {
  const t = doc.template;
  return {
    name: t.name,
    components: t.components,
    adHocFields: t.adHocFields,
    aiInstructions: t.aiInstructions,
    aiSettings: t.aiSettings,
    specialization: t.specialization,
    // Importing your own export on the same plan reuses your components instead of copying them.
    reuse: 'identical',
  };
}

/**
 * Creates a template from an export document, within every plan limit. Components identical to
 * one of the user's unlocked components (same title, same fields) are reused; the others are new.
 */
export function importTemplate(db: Db, userId: string, doc: TemplateExport): Promise<string> {
  return createTemplateWithComponents(db, userId, toBlueprint(doc));
}

/** What importing the document would create, and why it would be refused; writes nothing. */
export function previewImport(db: Db, userId: string, doc: TemplateExport): Promise<ImportPreview> {
  const blueprint = toBlueprint(doc);
  return db.transaction(async (tx) => {
    const owner = await lockOwner(tx, userId);
    const components = (reuse: (string | null)[]) =>
      blueprint.components.map((c, i) => ({ title: c.title, reused: reuse[i] !== null }));
    try {
      const { reuse } = await planBlueprint(tx, userId, owner, blueprint);
      return { name: blueprint.name, components: components(reuse), refusal: null };
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'PLAN_LIMIT') throw error;
      return {
        name: blueprint.name,
        components: components(blueprint.components.map(() => null)),
        refusal: error.message,
      };
    }
  });
}
