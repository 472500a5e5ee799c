import { messages, normalizePlan, PLAN_LIMITS, PLAN_NAMES, type PlanId, type PlanLimits } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type UserRow, users } from '../db/schema.ts';
import { balanceChangesDue } from '../modules/usage/balance-changes.ts';
import { refreshBalance } from '../modules/usage/refresh-balance.ts';
import { AppError } from './app-error.ts';
import { NOT_SIGNED_IN } from './require-user.ts';

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

/** 403 for a count limit: the message names the limit and the plan and contains "limit". */
export function countLimitError(what: 'template' | 'project' | 'component', owner: OwnerPlan): AppError {
  const n = owner.limits[`${what}s`];
  return new AppError(403, 'PLAN_LIMIT', messages.errors.countLimit(what, n, PLAN_NAMES[owner.plan]));
}

/** 403 for a template's fields (ad-hoc plus component fields), in the spec's words. */
export function templateFieldLimitError(owner: OwnerPlan): AppError {
  return new AppError(
    403,
    'PLAN_LIMIT',
    messages.editor.adHocLimit(owner.limits.fieldsPerTemplate, PLAN_NAMES[owner.plan]),
  );
}
