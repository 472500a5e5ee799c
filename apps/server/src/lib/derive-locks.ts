import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { components, templates } from '../db/schema.ts';

/**
 * Locks are derived, never stored (docs/product.md#limits-plans-and-credits): the owner's rows
 * oldest first — by created_at, then id so equal times order the same way every time — the first
 * `limit` are unlocked, the rest locked. A downgrade locks, an upgrade unlocks, nothing is deleted.
 */
export async function unlockedIds(
  db: Db,
  table: typeof templates | typeof components,
  ownerUid: string,
  limit: number,
) {
  if (limit <= 0) return new Set<string>();
  const rows: { id: string }[] = await unlockedIdsQuery(db, table, ownerUid, limit);
  return new Set(rows.map((r) => r.id));
}

/**
 * The same rule as a subquery (`id IN (…)`), for reads that fetch rows and their lock state in
 * one statement. A limit of 0 selects nothing: every row is locked.
 */
export function unlockedIdsQuery(db: Db, table: typeof templates | typeof components, ownerUid: string, limit: number) {
  return db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.ownerUid, ownerUid))
    .orderBy(asc(table.createdAt), asc(table.id))
    .limit(Math.max(limit, 0));
}
