import type { Project } from '@filldeck/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import { toProject } from './to-project.ts';

/**
 * The user's projects, newest first. The original description listed every user's projects on
 * the projects page (no owner filter); that leaked other people's data, so this filters by owner
 * (docs/product.md#where-we-differ-from-the-original-description).
 */
export async function listProjects(db: Db, userId: string): Promise<Project[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(eq(projects.ownerUid, userId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map(toProject);
}
