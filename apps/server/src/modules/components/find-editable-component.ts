import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components } from '../../db/schema.ts';
import { notFound } from '../../lib/not-found.ts';
import { lockState } from '../plan/lock-state.ts';
import type { OwnerPlan } from '../plan/owner-plan.ts';
import { PlanError } from '../plan/plan-errors.ts';
import type { ComponentRow } from './to-component.ts';

/** The user's component `id`: 404 when missing or another user's, 403 `lockedMessage` when locked. */
export async function findEditableComponent(
  db: Db,
  userId: string,
  id: string,
  owner: OwnerPlan,
  lockedMessage: string,
): Promise<ComponentRow> {
  const [found] = await db
    .select({ row: components, locked: lockState(db, components, userId, owner.limits) })
    .from(components)
    .where(and(eq(components.id, id), eq(components.ownerUid, userId)));
  if (!found) throw notFound.component();
  if (found.locked) throw new PlanError('locked', lockedMessage);
  return found.row;
}
