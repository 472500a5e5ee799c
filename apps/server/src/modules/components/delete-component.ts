import { texts } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components } from '../../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';
import { lockOwner } from '../plan/lock-owner.ts';
import { removeComponentSections } from '../templates/remove-component-sections.ts';
import { findEditableComponent } from './find-editable-component.ts';

/**
 * `delete_component`: 404 when not the user's, 403 when locked. In the same transaction the
 * component's sections are removed from the templates that used it, so none is left pointing at
 * a component that no longer exists ('Unknown Component').
 */
export async function deleteComponent(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const owner = await lockOwner(tx, userId);
    await findEditableComponent(tx, userId, id, owner, texts.components.lockedDelete);
    const changed = await removeComponentSections(tx, userId, id);
    await tx.delete(components).where(eq(components.id, id));
    await publishEvent(tx, { userId, type: 'components', id });
    for (const templateId of changed) await publishEvent(tx, { userId, type: 'templates', id: templateId });
  });
}
