import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotentRequests } from '../../db/schema.ts';

/** How long a key is remembered: a retry a day later is a new request. */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;

/** The database's "older than the TTL", so every server instance agrees whatever its clock. */
export const expiredBefore = () => sql`now() - make_interval(secs => ${IDEMPOTENCY_KEY_TTL_SECONDS})`;

/** Deletes the records older than the TTL; resolves to how many went. */
export async function pruneIdempotentRequests(db: Db): Promise<number> {
  const deleted = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, expiredBefore()))
    .returning({ key: idempotentRequests.key });
  return deleted.length;
}
