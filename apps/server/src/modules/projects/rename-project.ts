import type { Project } from '@filldeck/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import { notFound } from '../../lib/not-found.ts';
import { publishEvent } from '../events/publish-event.ts';
import { lockOwner } from '../plan/lock-owner.ts';
import { toProject } from './to-project.ts';

/** Renames one of the user's projects; 404 when not the user's. */
export async function renameProject(db: Db, userId: string, id: string, input: { name: string }): Promise<Project> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const [row] = await tx
      .update(projects)
      .set({ name: input.name })
      .where(and(eq(projects.id, id), eq(projects.ownerUid, userId)))
      .returning();
    if (!row) throw notFound.project();
    await publishEvent(tx, { userId, type: 'projects', id });
    return toProject(row);
  });
}
