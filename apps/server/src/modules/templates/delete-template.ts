import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { templates } from '../../db/schema.ts';
import { notFound } from '../../lib/not-found.ts';
import { publishEvent } from '../events/publish-event.ts';
import { lockOwner } from '../plan/lock-owner.ts';

/** `delete_template`: 404 when not the user's. Locked templates may be deleted. */
export async function deleteTemplate(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const deleted = await tx
      .delete(templates)
      .where(and(eq(templates.id, id), eq(templates.ownerUid, userId)))
      .returning({ id: templates.id });
    if (deleted.length === 0) throw notFound.template();
    await publishEvent(tx, { userId, type: 'templates', id });
  });
}
