import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';
import { newId } from '../new-id.ts';

/** At most `max` attempts per `window` seconds (AUTH_RATE_LIMIT_MAX / AUTH_RATE_LIMIT_WINDOW). */
export interface RateLimitRule {
  window: number;
  max: number;
}

export interface RateLimitDecision {
  isAllowed: boolean;
  /** Seconds until another attempt is allowed (0 when this one was). */
  retryAfter: number;
}

/**
 * Counts one attempt under `key` in the rate_limits table better-auth throttles with, counting the
 * way better-auth does: an attempt is refused once `max` allowed attempts follow one another with
 * less than `window` seconds since the last allowed one. A single upsert decides, so concurrent
 * requests and several servers sharing one database count together.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitDecision> {
  const windowMs = rule.window * 1000;
  const isWindowOver = sql`${rateLimits.lastRequest} <= ${now - windowMs}`;
  const hasRoom = sql`${rateLimits.count} < ${rule.max}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: newId(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${isWindowOver} then 1 when ${hasRoom} then ${rateLimits.count} + 1 else ${rule.max + 1} end`,
        lastRequest: sql`case when ${isWindowOver} or ${hasRoom} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, lastRequest: rateLimits.lastRequest });
  if (!row || row.count <= rule.max) return { isAllowed: true, retryAfter: 0 };
  return { isAllowed: false, retryAfter: Math.max(1, Math.ceil((row.lastRequest + windowMs - now) / 1000)) };
}
