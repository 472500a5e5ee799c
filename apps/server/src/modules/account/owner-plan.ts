import { normalizePlan, PLAN_LIMITS, type PlanId, type PlanLimits } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { NOT_SIGNED_IN } from '../../lib/require-user.ts';
import { balanceChangesDue } from './balance-changes.ts';
import { refreshBalance } from './refresh-balance.ts';

export interface OwnerPlan {
  plan: PlanId;
  limits: PlanLimits;
  /** The credit balance (after any refresh that was due). */
  balance: number;
}

/**
 * Locks the owner's users row (`SELECT … FOR UPDATE`) for the rest of the transaction and returns
 * the plan's limits. Every content write starts here, so a user's writes run one at a time and
 * concurrent creates can never overshoot a limit. Works on PostgreSQL and PGlite.
 */
export async function lockOwner(tx: Db, userId: string): Promise<OwnerPlan> {
  // Through refreshBalance: a cancelled plan whose period is over is back on free before counting.
  const row = await refreshBalance(tx, userId, { forUpdate: true });
  if (!row) throw new AppError(401, 'NOT_SIGNED_IN', NOT_SIGNED_IN);
  const plan = normalizePlan(row.plan);
  return { plan, limits: PLAN_LIMITS[plan], balance: row.balance };
}

/**
 * The owner's plan for reads (lock derivation), from the users row the session lookup already
 * read: no query and no lock unless a credit refresh or a plan end is due, which is then applied
 * in a transaction that decides again on the locked row.
 */
export async function readOwnerPlan(db: Db, owner: UserRow): Promise<OwnerPlan> {
  const row = balanceChangesDue(owner, new Date()) ? await db.transaction((tx) => refreshBalance(tx, owner.id)) : owner;
  if (!row) throw new AppError(401, 'NOT_SIGNED_IN', NOT_SIGNED_IN);
  const plan = normalizePlan(row.plan);
  return { plan, limits: PLAN_LIMITS[plan], balance: row.balance };
}

/** readOwnerPlan for a user known by id (one more query): the extension's and the fill's paths. */
export async function readOwnerPlanById(db: Db, userId: string): Promise<OwnerPlan> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError(401, 'NOT_SIGNED_IN', NOT_SIGNED_IN);
  return readOwnerPlan(db, row);
}
