import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { balanceChangesDue } from './balance-changes.ts';
import { refreshBalance } from './refresh-balance.ts';

/**
 * A users row already read (by the session lookup), as it is now: the same row, with no query and
 * no lock, unless a credit refresh or a plan's end is due; that is then applied in a transaction
 * that decides again on the locked row. Undefined when the user no longer exists.
 */
export async function refreshIfDue(db: Db, row: UserRow, now = new Date()): Promise<UserRow | undefined> {
  if (!balanceChangesDue(row, now)) return row;
  return db.transaction((tx) => refreshBalance(tx, row.id));
}
