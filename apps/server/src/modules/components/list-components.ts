import type { Component } from '@filldeck/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components, type UserRow } from '../../db/schema.ts';
import { readOwnerPlan } from '../../lib/plan-limits.ts';
import { toComponent } from './to-component.ts';

/** The user's components, oldest first; those beyond the plan's component limit are locked. */
export async function listComponents(db: Db, owner: UserRow): Promise<Component[]> {
  const { limits } = await readOwnerPlan(db, owner);
  const rows = await db
    .select()
    .from(components)
    .where(eq(components.ownerUid, owner.id))
    .orderBy(asc(components.createdAt), asc(components.id));
  return rows.map((row, index) => toComponent(row, index >= limits.components));
}
