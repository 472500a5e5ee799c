import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';
import { consumeRateLimit, type RateLimitRule } from './consume-rate-limit.ts';

/**
 * Failed sign-ins per account, whatever address they come from (the per-address limit alone
 * lets a botnet guess one account's password): after `max` failures within `window` seconds of
 * each other, sign-in to that account waits until the window has passed since the last one.
 */
export const ACCOUNT_FAILURES: RateLimitRule = { window: 15 * 60, max: 10 };

const keyOf = (email: string) => `sign-in-failures|${email.trim().toLowerCase()}`;

/** Seconds until the account may be tried again, or 0 when it may be now. */
export async function accountRetryAfter(db: Db, email: string, rule = ACCOUNT_FAILURES, now = Date.now()) {
  const [row] = await db
    .select({ count: rateLimits.count, lastRequest: rateLimits.lastRequest })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keyOf(email)), gt(rateLimits.lastRequest, now - rule.window * 1000)));
  if (!row || row.count < rule.max) return 0;
  return Math.max(1, Math.ceil((row.lastRequest + rule.window * 1000 - now) / 1000));
}

export async function recordFailedSignIn(db: Db, email: string, rule = ACCOUNT_FAILURES) {
  await consumeRateLimit(db, keyOf(email), rule);
}

/** A successful sign-in starts the count again. */
export async function clearFailedSignIns(db: Db, email: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(email)));
}
