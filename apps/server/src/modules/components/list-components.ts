import type { ComponentUsage, ListedComponent } from '@filldeck/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components, type UserRow } from '../../db/schema.ts';
import { lockState } from '../plan/lock-state.ts';
import { readOwnerPlan } from '../plan/read-owner-plan.ts';
import { toComponent } from './to-component.ts';

/**
 * The user's components, oldest first; those beyond the plan's component limit are locked. Each
 * names the user's templates whose sections use it (oldest first), in the same statement.
 */
export async function listComponents(db: Db, owner: UserRow): Promise<ListedComponent[]> {
  const { limits } = await readOwnerPlan(db, owner);
  // Qualified by hand: drizzle leaves a single-table select's columns unqualified, and inside the
  // subquery a bare "id" would be the template's.
  const componentId = sql.raw('"components"."id"');
  const usedIn = sql<ComponentUsage[]>`(
    select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) order by t.created_at, t.id), '[]'::json)
    from templates t
    where t.owner_uid = ${owner.id}
      and t.sections @> jsonb_build_array(jsonb_build_object('componentId', ${componentId}))
  )`;
  const rows = await db
    .select({ component: components, usedIn, locked: lockState(db, components, owner.id, limits) })
    .from(components)
    .where(eq(components.ownerUid, owner.id))
    .orderBy(asc(components.createdAt), asc(components.id));
  return rows.map((row) => ({
    ...toComponent(row.component, row.locked),
    usedIn: row.usedIn,
  }));
}
