import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects, templates } from '../../db/schema.ts';
import { notFound } from '../../lib/not-found.ts';
import { publishEvent } from '../events/publish-event.ts';
import { lockOwner } from '../plan/lock-owner.ts';

/** Deletes one of the user's projects and its templates, in one transaction; 404 when not the user's. */
export async function deleteProject(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, id), eq(projects.ownerUid, userId)));
    if (!project) throw notFound.project();
    const removed = await tx
      .delete(templates)
      .where(and(eq(templates.projectId, id), eq(templates.ownerUid, userId)))
      .returning({ id: templates.id });
    await tx.delete(projects).where(eq(projects.id, id));
    if (removed.length > 0) await publishEvent(tx, { userId, type: 'templates', id: null });
    await publishEvent(tx, { userId, type: 'projects', id });
  });
}
