import { type Placeholder, sql } from 'drizzle-orm';
import type { AutofillRateLimit } from '../../config-autofill.ts';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';
import { newId } from '../../lib/new-id.ts';

export interface FillQuota {
  isAllowed: boolean;
  /** Seconds until the user's window ends (0 when this fill was allowed). */
  retryAfter: number;
}

export type FillQuotaRule = Pick<AutofillRateLimit, 'max' | 'window'>;

/** The values the upsert that counts one fill of a user takes (fillQuotaUpsert). */
export interface FillQuotaValues {
  quotaId: string;
  quotaKey: string;
  /** Now, in ms. */
  quotaNow: number;
  /** A window that started at or before this (ms) is over. */
  quotaOverAt: number;
  /** The count is kept at most this (one beyond the limit). */
  quotaCap: number;
}

export function fillQuotaValues(userId: string, rule: FillQuotaRule, now: number): FillQuotaValues {
  return {
    quotaId: newId(),
    quotaKey: `autofill:${userId}`,
    quotaNow: now,
    quotaOverAt: now - rule.window * 1000,
    quotaCap: rule.max + 1,
  };
}

type Value<T> = { [K in keyof T]: T[K] | Placeholder };

/**
 * The upsert that counts one fill of a user (consumeFillQuota), returning the count and when the
 * window started (`count`, `last_request`), from its values or from placeholders of those names
 * (the fill's read, loadTemplateValues, runs it as a CTE of its own prepared statement).
 */
export function fillQuotaUpsert(db: Db, values: Value<FillQuotaValues>) {
  const isWindowOver = sql`${rateLimits.lastRequest} <= ${values.quotaOverAt}`;
  return db
    .insert(rateLimits)
    .values({ id: values.quotaId, key: values.quotaKey, count: 1, lastRequest: values.quotaNow })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${isWindowOver} then 1 else least(${rateLimits.count} + 1, ${values.quotaCap}) end`,
        lastRequest: sql`case when ${isWindowOver} then ${values.quotaNow} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
}

/** Placeholders named after FillQuotaValues, for a prepared statement. */
export const fillQuotaPlaceholders: Value<FillQuotaValues> = {
  quotaId: sql.placeholder('quotaId'),
  quotaKey: sql.placeholder('quotaKey'),
  quotaNow: sql.placeholder('quotaNow'),
  quotaOverAt: sql.placeholder('quotaOverAt'),
  quotaCap: sql.placeholder('quotaCap'),
};

/** What the upsert's row (`count`, window start in ms) decides for a fill at `now`. */
export function fillQuotaOf(
  row: { count: number; windowStart: number } | undefined,
  rule: FillQuotaRule,
  now: number,
): FillQuota {
  if (!row || row.count <= rule.max) return { isAllowed: true, retryAfter: 0 };
  const windowMs = rule.window * 1000;
  return { isAllowed: false, retryAfter: Math.max(1, Math.ceil((row.windowStart + windowMs - now) / 1000)) };
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
  rule: FillQuotaRule,
  now = Date.now(),
): Promise<FillQuota> {
  const [row] = await fillQuotaUpsert(db, fillQuotaValues(userId, rule, now));
  return fillQuotaOf(row, rule, now);
}
