import { sql } from 'drizzle-orm';
import type { AutofillRateLimit } from '../../config-autofill.ts';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';
import { newId } from '../../lib/new-id.ts';

export interface FillQuota {
  isAllowed: boolean;
  /** Seconds until the user's window ends (0 when this fill was allowed). */
  retryAfter: number;
}

/**
 * Counts one fill of a user: at most `max` fills in a window of `window` seconds that starts with
 * the first fill after the previous window ended. Kept in the rate_limits table under
 * `autofill:<userId>` (`last_request` holds when the window started); one upsert decides, so
 * concurrent requests and several servers sharing one database count together.
 */
export async function consumeFillQuota(
  db: Db,
  userId: string,
  rule: Pick<AutofillRateLimit, 'max' | 'window'>,
  now = Date.now(),
): Promise<FillQuota> {
  const windowMs = rule.window * 1000;
  const isWindowOver = sql`${rateLimits.lastRequest} <= ${now - windowMs}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: newId(), key: `autofill:${userId}`, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${isWindowOver} then 1 else least(${rateLimits.count} + 1, ${rule.max + 1}) end`,
        lastRequest: sql`case when ${isWindowOver} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  if (!row || row.count <= rule.max) return { isAllowed: true, retryAfter: 0 };
  return { isAllowed: false, retryAfter: Math.max(1, Math.ceil((row.windowStart + windowMs - now) / 1000)) };
}
