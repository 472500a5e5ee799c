import {
  AD_HOC_ID_PREFIX,
  type AiSettings,
  aiSettingsSchema,
  type ComponentField,
  type FieldType,
  SECTION_ID_PREFIX,
} from '@filldeck/shared';
import type { Db } from '../../db/client.ts';
import { components, templates } from '../../db/schema.ts';
import { countOwned } from '../../lib/count-owned.ts';
import { newId } from '../../lib/new-id.ts';
import { countLimitError, lockOwner, templateFieldLimitError } from '../../lib/plan-limits.ts';
import { publishEvent } from '../events/publish-event.ts';

export interface TemplateBlueprint {
  name: string;
  components: { title: string; fields: ComponentField[] }[];
  adHocFields: { name: string; value: string; type: FieldType; required: boolean; options?: string[] }[];
  aiInstructions: string;
  aiSettings?: AiSettings;
  specialization?: string;
}

/**
 * A template together with new components of its own (prebuilt templates and imports), in one
 * transaction: one component per blueprint component, a `sec_…` section for each, the ad-hoc
 * fields with `adhoc_…` ids. Every limit is checked first — templates, components and the
 * template's fields — and a blueprint that does not fit is refused whole, never trimmed.
 */
export async function createTemplateWithComponents(db: Db, userId: string, blueprint: TemplateBlueprint) {
  return db.transaction(async (tx) => {
    const owner = await lockOwner(tx, userId);
    if ((await countOwned(tx, templates, userId)) >= owner.limits.templates) throw countLimitError('template', owner);
    const componentCount = await countOwned(tx, components, userId);
    if (componentCount + blueprint.components.length > owner.limits.components) {
      throw countLimitError('component', owner);
    }
    const fieldCount = blueprint.components.reduce((sum, c) => sum + c.fields.length, blueprint.adHocFields.length);
    if (fieldCount > owner.limits.fieldsPerTemplate) throw templateFieldLimitError(owner);

    // Consecutive creation times keep the blueprint's order when locks are derived later.
    const now = Date.now();
    const newComponents = blueprint.components.map((c, i) => ({
      id: newId(),
      ownerUid: userId,
      title: c.title,
      fields: c.fields,
      createdAt: new Date(now + i),
      updatedAt: new Date(now + i),
    }));
    if (newComponents.length > 0) await tx.insert(components).values(newComponents);
    const id = newId();
    await tx.insert(templates).values({
      id,
      ownerUid: userId,
      name: blueprint.name,
      sections: newComponents.map((c) => ({ id: newId(SECTION_ID_PREFIX), componentId: c.id })),
      adHocFields: blueprint.adHocFields.map((f) => ({ ...f, id: newId(AD_HOC_ID_PREFIX) })),
      aiInstructions: blueprint.aiInstructions,
      aiSettings: blueprint.aiSettings ?? aiSettingsSchema.parse({}),
      specialization: blueprint.specialization ?? 'other',
      createdAt: new Date(now + newComponents.length),
      updatedAt: new Date(now + newComponents.length),
    });
    if (newComponents.length > 0) await publishEvent(tx, { userId, type: 'components', id: null });
    await publishEvent(tx, { userId, type: 'templates', id });
    return id;
  });
}
