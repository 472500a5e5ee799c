import type { PlanLimits } from '@filldeck/shared';
import { asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type components, templates } from '../../db/schema.ts';

/**
 * The lock state of a user's templates or components, as a boolean column (`true`: locked) for
 * any read of that table: the one place the rule lives. Locks are derived, never stored
 * (docs/product.md#limits-plans-and-credits): the owner's rows oldest first — by created_at, then id so equal times order the
 * same way every time — the first N (the plan's `templates` or `components` limit) are unlocked,
 * the rest locked. A downgrade locks, an upgrade unlocks, nothing is deleted. A limit of 0 locks
 * every row.
 */
export function lockState(
  db: Db,
  table: typeof templates | typeof components,
  ownerUid: string,
  limits: Pick<PlanLimits, 'templates' | 'components'>,
): SQL<boolean> {
  const limit = table === templates ? limits.templates : limits.components;
  return lockStateOf(db, table, ownerUid, Math.max(limit, 0));
}

/**
 * lockState with the owner and the limit (not below 0) given as values or as placeholders of a
 * prepared statement.
 */
export function lockStateOf(
  db: Db,
  table: typeof templates | typeof components,
  ownerUid: string | Placeholder,
  limit: number | Placeholder,
): SQL<boolean> {
  const unlocked = db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.ownerUid, ownerUid))
    .orderBy(asc(table.createdAt), asc(table.id))
    .limit(limit);
  return sql<boolean>`(${table.id} not in ${unlocked})`;
}

/**
 * The same rule for a read that lists all of an owner's rows in lock order (created_at, then id):
 * the row at `index` is locked when it comes after the first `limit`. No subquery is needed then.
 */
export const isLockedAt = (index: number, limit: number): boolean => index >= Math.max(limit, 0);
