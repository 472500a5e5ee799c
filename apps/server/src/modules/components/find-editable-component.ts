import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { unlockedIds } from '../../lib/derive-locks.ts';
import { notFound } from '../../lib/not-found.ts';
import type { OwnerPlan } from '../../lib/plan-limits.ts';
import type { ComponentRow } from './to-component.ts';

/** The user's component `id`: 404 when missing or another user's, 403 `lockedMessage` when locked. */
export async function findEditableComponent(
  db: Db,
  userId: string,
  id: string,
  owner: OwnerPlan,
  lockedMessage: string,
): Promise<ComponentRow> {
  const [row] = await db
    .select()
    .from(components)
    .where(and(eq(components.id, id), eq(components.ownerUid, userId)));
  if (!row) throw notFound.component();
  const unlocked = await unlockedIds(db, components, userId, owner.limits.components);
  if (!unlocked.has(id)) throw new AppError(403, 'LOCKED', lockedMessage);
  return row;
}
