import type { Project } from '@filldeck/shared';
import type { projects } from '../../db/schema.ts';

export function toProject(row: typeof projects.$inferSelect): Project {
  return { id: row.id, ownerUid: row.ownerUid, name: row.name, createdAt: row.createdAt.toISOString() };
}
