import type { patchTemplateRequestSchema, Template } from '@filldeck/shared';
import { and, eq, getTableColumns, not, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { templates } from '../../db/schema.ts';
import { type ChangeNotice, EVENTS_CHANNEL } from '../events/publish-event.ts';
import { assertOwnFiles, fileIdsOf } from '../files/file-references.ts';
import { lockOwner } from '../plan/lock-owner.ts';
import { lockState } from '../plan/lock-state.ts';
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
  // Fields that name other rows or count fields are checked against what the template holds.
  const needsChecks = patch.sections !== undefined || patch.adHocFields !== undefined || Boolean(patch.projectId);
  return db.transaction(async (tx) => {
    const owner = await lockOwner(tx, userId);
    if (!needsChecks) {
      // Nothing to check but that the template is the user's and unlocked: the write says so
      // itself (no row when not), beside its event. One round trip instead of three.
      const [row] = await writeAndAnnounce(tx, userId, id, patch, not(lockState(tx, templates, userId, owner.limits)));
      if (row) return toTemplate(row, false);
      await findUsableTemplate(tx, userId, id, owner);
      throw new Error('template vanished under a row lock');
    }
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
    const [row] = await writeAndAnnounce(tx, userId, id, patch);
    if (!row) throw new Error('template vanished under a row lock');
    return toTemplate(row, false);
  });
}

/**
 * Writes the patch to the user's template `id` (when `also` holds too) and announces the change
 * (publishEvent's NOTIFY, delivered at commit) in the same statement, only for a row written.
 */
function writeAndAnnounce(tx: Db, userId: string, id: string, patch: TemplatePatch, also?: SQL) {
  const notice = JSON.stringify({ userId, type: 'templates', id } satisfies ChangeNotice);
  return tx
    .update(templates)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(templates.id, id), eq(templates.ownerUid, userId), also))
    .returning({ ...templateColumns, announced: sql`pg_notify(${EVENTS_CHANNEL}, ${notice})` });
}

const templateColumns = getTableColumns(templates);
