import type { UsagePage, UsageQuery } from '@filldeck/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { autofillUsage } from '../../db/schema.ts';
import { countedRecords } from './not-applied.ts';
import { toUsageRecord, usageRecordColumns } from './to-usage-record.ts';
import { decodeCursor, encodeCursor } from './usage-cursor.ts';

/**
 * One page of the user's usage history, newest first, by keyset over the index
 * (user_id, timestamp desc, id desc): the page after a cursor is the rows strictly before
 * (timestamp, id) — never OFFSET, so deep pages cost what the first does and rows that arrive
 * meanwhile (always newer) neither repeat nor skip rows of later pages.
 */
export async function listUsage(db: Db, userId: string, query: UsageQuery): Promise<UsagePage> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const rows = await db
    .select(usageRecordColumns)
    .from(autofillUsage)
    .where(
      and(
        eq(autofillUsage.userId, userId),
        countedRecords(),
        after && sql`(${autofillUsage.timestamp}, ${autofillUsage.id}) < (${after.t}::timestamptz, ${after.id})`,
      ),
    )
    .orderBy(desc(autofillUsage.timestamp), desc(autofillUsage.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const hasMore = rows.length > query.limit;
  return {
    items: page.map(toUsageRecord),
    nextCursor: hasMore && last ? encodeCursor({ t: last.timestamp.toISOString(), id: last.id }) : null,
  };
}
