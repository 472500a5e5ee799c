import { texts } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type OwnerPlan, ownerPlanOf } from './owner-plan.ts';
import { refreshIfDue } from './refresh-if-due.ts';

/**
 * The owner's plan for reads (lock derivation), from the users row the session lookup already
 * read: no query and no lock unless a credit refresh or a plan end is due (refreshIfDue).
 */
export async function readOwnerPlan(db: Db, owner: UserRow): Promise<OwnerPlan> {
  const row = await refreshIfDue(db, owner);
  if (!row) throw new AppError(401, 'NOT_SIGNED_IN', texts.errors.notSignedIn);
  return ownerPlanOf(row);
}

/** readOwnerPlan for a user known by id (one more query): the extension's and the fill's paths. */
export async function readOwnerPlanById(db: Db, userId: string): Promise<OwnerPlan> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError(401, 'NOT_SIGNED_IN', texts.errors.notSignedIn);
  return readOwnerPlan(db, row);
}
