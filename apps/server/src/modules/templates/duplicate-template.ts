import { AD_HOC_ID_PREFIX, copyName, SECTION_ID_PREFIX } from '@filldeck/shared';
import type { Db } from '../../db/client.ts';
import { templates } from '../../db/schema.ts';
import { countOwned } from '../../lib/count-owned.ts';
import { newId } from '../../lib/new-id.ts';
import { publishEvent } from '../events/publish-event.ts';
import { lockOwner } from '../plan/lock-owner.ts';
import { countLimitError } from '../plan/plan-errors.ts';
import { findUsableTemplate } from './find-usable-template.ts';
import { checkFieldCount, countTemplateFields, loadComponentStates } from './template-fields.ts';

/**
 * Duplicate (All Templates): a new template "<name> (copy)" in the same project with the same
 * sections (sharing the same components, as templates do), ad-hoc fields, instructions, AI
 * settings and specialization. Within the plan's template and field limits; 404 when not the
 * user's, 403 when the template is locked.
 */
export async function duplicateTemplate(db: Db, userId: string, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    const owner = await lockOwner(tx, userId);
    const source = await findUsableTemplate(tx, userId, id, owner);
    if ((await countOwned(tx, templates, userId)) >= owner.limits.templates) throw countLimitError('template', owner);
    const states = await loadComponentStates(tx, userId, owner);
    checkFieldCount(owner, countTemplateFields(source.sections, source.adHocFields, states), null);
    const copyId = newId();
    await tx.insert(templates).values({
      id: copyId,
      ownerUid: userId,
      name: copyName(source.name),
      projectId: source.projectId,
      sections: source.sections.map((section) => ({ ...section, id: newId(SECTION_ID_PREFIX) })),
      adHocFields: source.adHocFields.map((field) => ({ ...field, id: newId(AD_HOC_ID_PREFIX) })),
      aiInstructions: source.aiInstructions,
      aiSettings: source.aiSettings,
      specialization: source.specialization,
    });
    await publishEvent(tx, { userId, type: 'templates', id: copyId });
    return copyId;
  });
}
