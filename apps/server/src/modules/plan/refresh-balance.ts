import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';
import { balanceChangesDue, type UserRow } from './balance-changes.ts';
import { publishPlanChange } from './publish-plan-change.ts';

export interface RefreshOptions {
  /** The time to apply; by default the clock once the row is read (with `forUpdate`: once it is locked). */
  now?: Date;
  /** Lock the row (`FOR UPDATE`) even when nothing is due, for callers about to change it. */
  forUpdate?: boolean;
}

async function selectUser(tx: Db, userId: string, forUpdate: boolean): Promise<UserRow | undefined> {
  const query = tx.select().from(users).where(eq(users.id, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Reads the user's row inside the caller's transaction and applies what is due (monthly credit
 * refresh, end of a cancelled plan) before anyone sees the balance. Applying it locks the row,
 * so with many server instances exactly one applies each refresh and no scheduler is needed.
 * Returns the row as it now is, or undefined when the user does not exist.
 */
export async function refreshBalance(tx: Db, userId: string, options: RefreshOptions = {}) {
  const forUpdate = options.forUpdate ?? false;
  let user = await selectUser(tx, userId, forUpdate);
  const now = options.now ?? new Date();
  if (!user || !balanceChangesDue(user, now)) return user;
  // Something is due: take the row lock (if not held yet) and decide again on the locked row.
  if (!forUpdate) user = await selectUser(tx, userId, true);
  const changes = user && balanceChangesDue(user, now);
  if (!user || !changes) return user;
  const [updated] = await tx
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  // A plan that shrank changes the derived locks of templates and components too.
  if (changes.plan !== undefined) await publishPlanChange(tx, userId);
  else await publishEvent(tx, { userId, type: 'user', id: userId });
  return updated;
}
