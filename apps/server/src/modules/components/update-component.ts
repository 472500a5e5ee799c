import { type Component, texts } from '@filldeck/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components } from '../../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';
import { assertOwnFiles, fileIdsOf } from '../files/file-references.ts';
import { lockOwner } from '../plan/lock-owner.ts';
import { PlanError } from '../plan/plan-errors.ts';
import { assertComponentFitsTemplates } from '../templates/assert-component-fits-templates.ts';
import type { ComponentInput } from './create-component.ts';
import { findEditableComponent } from './find-editable-component.ts';
import { toComponent } from './to-component.ts';

/**
 * Save Information: writes a component's title and fields. 404 when not the user's, 403 when
 * locked or when the write adds fields beyond the plan's limit — for the component itself or for
 * any of the user's templates whose sections use it (a component or template already over it
 * after a downgrade may still be edited down).
 */
export async function updateComponent(db: Db, userId: string, id: string, input: ComponentInput): Promise<Component> {
  return db.transaction(async (tx) => {
    const owner = await lockOwner(tx, userId);
    const current = await findEditableComponent(tx, userId, id, owner, texts.components.lockedEdit);
    const max = owner.limits.fieldsPerTemplate;
    if (input.fields.length > max && input.fields.length > current.fields.length) {
      throw new PlanError('limit', texts.components.maxFieldsAllowed(max));
    }
    await assertComponentFitsTemplates(tx, userId, owner, id, input.fields.length);
    await assertOwnFiles(tx, userId, fileIdsOf({ components: input.fields }));
    const [row] = await tx
      .update(components)
      .set({ title: input.title, fields: input.fields, updatedAt: new Date() })
      .where(and(eq(components.id, id), eq(components.ownerUid, userId)))
      .returning();
    if (!row) throw new Error('component vanished under a row lock');
    await publishEvent(tx, { userId, type: 'components', id });
    return toComponent(row, false);
  });
}
