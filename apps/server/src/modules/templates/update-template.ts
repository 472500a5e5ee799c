import type { patchTemplateRequestSchema, Template } from '@filldeck/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { templates } from '../../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';
import { assertOwnFiles, fileIdsOf } from '../files/file-references.ts';
import { lockOwner } from '../plan/lock-owner.ts';
import { assertOwnedProject } from './assert-owned-project.ts';
import { findUsableTemplate } from './find-usable-template.ts';
import { checkSections, checkTemplateFieldLimit, loadComponentStates } from './template-fields.ts';
import { toTemplate } from './to-template.ts';

export type TemplatePatch = z.output<typeof patchTemplateRequestSchema>;

/**
 * Writes any subset of a template's editable fields (Save Template, inline rename, move, add or
 * remove a section). 404 when not the user's, 403 when locked or over the field limit, 409 for
 * a component added twice, 404 for a project or component that is not the user's.
 */
export async function updateTemplate(db: Db, userId: string, id: string, patch: TemplatePatch): Promise<Template> {
  return db.transaction(async (tx) => {
    const owner = await lockOwner(tx, userId);
    const current = await findUsableTemplate(tx, userId, id, owner);
    await assertOwnedProject(tx, userId, patch.projectId);
    if (patch.adHocFields) await assertOwnFiles(tx, userId, fileIdsOf({ adHoc: patch.adHocFields }));
    if (patch.sections || patch.adHocFields) {
      const after = {
        sections: patch.sections ?? current.sections,
        adHocFields: patch.adHocFields ?? current.adHocFields,
      };
      const states = await loadComponentStates(tx, userId, owner);
      checkSections(current.sections, after.sections, states);
      checkTemplateFieldLimit(owner, current, after, states);
    }
    const [row] = await tx
      .update(templates)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(templates.id, id), eq(templates.ownerUid, userId)))
      .returning();
    if (!row) throw new Error('template vanished under a row lock');
    await publishEvent(tx, { userId, type: 'templates', id });
    return toTemplate(row, false);
  });
}
