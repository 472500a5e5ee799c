import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components } from '../../db/schema.ts';
import { lockState } from '../plan/lock-state.ts';
import type { OwnerPlan } from '../plan/owner-plan.ts';

/** The user's components, oldest first, with their fields and whether the plan locks them. */
export function listOwnedComponents(db: Db, userId: string, owner: OwnerPlan) {
  return db
    .select({
      id: components.id,
      title: components.title,
      fields: components.fields,
      locked: lockState(db, components, userId, owner.limits),
    })
    .from(components)
    .where(eq(components.ownerUid, userId))
    .orderBy(asc(components.createdAt), asc(components.id));
}

export type OwnedComponentRow = Awaited<ReturnType<typeof listOwnedComponents>>[number];
