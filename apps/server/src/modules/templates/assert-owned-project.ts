import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import { notFound } from '../../lib/not-found.ts';

/** A template may only be placed in one of its owner's projects: 404 otherwise. */
export async function assertOwnedProject(db: Db, userId: string, projectId: string | null | undefined) {
  if (!projectId) return;
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.ownerUid, userId)));
  if (!row) throw notFound.project();
}
