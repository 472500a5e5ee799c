import type { LiveEventType } from '@filldeck/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The PostgreSQL channel every server instance LISTENs on. */
export const EVENTS_CHANNEL = 'filldeck_events';

export interface ChangeNotice {
  userId: string;
  type: LiveEventType;
  id: string | null;
}

/**
 * Announces a change of one user's data. Called inside the write's transaction: PostgreSQL
 * (and PGlite) deliver the NOTIFY at commit, and never when the transaction rolls back.
 */
export async function publishEvent(tx: Db, notice: ChangeNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
}
