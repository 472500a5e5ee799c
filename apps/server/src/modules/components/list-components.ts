import type { ComponentUsage, ListedComponent } from '@filldeck/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components, type UserRow } from '../../db/schema.ts';
import { oncePerDb } from '../../lib/once-per-db.ts';
import { isLockedAt } from '../plan/lock-state.ts';
import { readOwnerPlan } from '../plan/read-owner-plan.ts';
import { toComponent } from './to-component.ts';

/**
 * All of an owner's components in lock order (oldest first: created_at, then id), each with the
 * owner's templates whose sections use it (oldest first), in one statement.
 */
function listQuery(db: Db) {
  // Qualified by hand: drizzle leaves a single-table select's columns unqualified, and inside the
  // subquery a bare "id" would be the template's.
  const componentId = sql.raw('"components"."id"');
  const usedIn = sql<ComponentUsage[]>`(
    select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) order by t.created_at, t.id), '[]'::json)
    from templates t
    where t.owner_uid = ${sql.placeholder('owner')}
      and t.sections @> jsonb_build_array(jsonb_build_object('componentId', ${componentId}))
  )`;
  return db
    .select({ component: components, usedIn })
    .from(components)
    .where(eq(components.ownerUid, sql.placeholder('owner')))
    .orderBy(asc(components.createdAt), asc(components.id))
    .prepare('filldeck_components_of_owner');
}

/**
 * The user's components, oldest first; those beyond the plan's component limit are locked. Each
 * names the user's templates whose sections use it (oldest first).
 */
export async function listComponents(db: Db, owner: UserRow): Promise<ListedComponent[]> {
  const { limits } = await readOwnerPlan(db, owner);
  const rows = await oncePerDb(db, 'filldeck_components_of_owner', listQuery).execute({ owner: owner.id });
  // Every row of the owner, in lock order: the lock rule (lock-state.ts) by position.
  return rows.map((row, index) => ({
    ...toComponent(row.component, isLockedAt(index, limits.components)),
    usedIn: row.usedIn,
  }));
}
