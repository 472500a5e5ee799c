import type { Template } from '@filldeck/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { templates, type UserRow } from '../../db/schema.ts';
import { oncePerDb } from '../../lib/once-per-db.ts';
import { isLockedAt } from '../plan/lock-state.ts';
import { readOwnerPlan } from '../plan/read-owner-plan.ts';
import { toTemplate } from './to-template.ts';

/** All of an owner's templates in lock order (oldest first: created_at, then id). */
function listQuery(db: Db) {
  return db
    .select()
    .from(templates)
    .where(eq(templates.ownerUid, sql.placeholder('owner')))
    .orderBy(asc(templates.createdAt), asc(templates.id))
    .prepare('filldeck_templates_of_owner');
}

/** The user's templates, oldest first; those beyond the plan's template limit are locked. */
export async function listTemplates(db: Db, owner: UserRow): Promise<Template[]> {
  const { limits } = await readOwnerPlan(db, owner);
  const rows = await oncePerDb(db, 'filldeck_templates_of_owner', listQuery).execute({ owner: owner.id });
  // Every row of the owner, in lock order: the lock rule (lock-state.ts) by position.
  return rows.map((row, index) => toTemplate(row, isLockedAt(index, limits.templates)));
}
