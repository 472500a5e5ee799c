import { texts } from '@filldeck/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type OwnerPlan, ownerPlanOf } from './owner-plan.ts';
import { refreshBalance } from './refresh-balance.ts';

/**
 * Locks the owner's users row (`SELECT … FOR UPDATE`) for the rest of the transaction and returns
 * the plan's limits. Every content write starts here, so a user's writes run one at a time and
 * concurrent creates can never overshoot a limit. Works on PostgreSQL and PGlite.
 */
export async function lockOwner(tx: Db, userId: string): Promise<OwnerPlan> {
  // Through refreshBalance: a cancelled plan whose period is over is back on free before counting.
  const row = await refreshBalance(tx, userId, { forUpdate: true });
  if (!row) throw new AppError(401, 'NOT_SIGNED_IN', texts.errors.notSignedIn);
  return ownerPlanOf(row);
}
