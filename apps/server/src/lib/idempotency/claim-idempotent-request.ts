import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotentRequests } from '../../db/schema.ts';
import { expiredBefore } from './prune-idempotent-requests.ts';

/** One create sent with an Idempotency-Key: whose, which key, which route and which request. */
export interface IdempotentRequest {
  userId: string;
  key: string;
  /** The route as registered, with its method: `POST /api/create_project`. */
  route: string;
  /** requestHash() of its params, query and body. */
  requestHash: string;
}

export type ClaimOutcome =
  /** The key is this request's now: run the create, then store or release (finish-idempotent-request.ts). */
  | { kind: 'claimed' }
  /** An earlier request with this key and the same route and body answered this. */
  | { kind: 'replay'; statusCode: number; body: unknown }
  /** The key was used with another route or body. */
  | { kind: 'mismatch' }
  /** The first request with this key was still running when the wait ended. */
  | { kind: 'in-progress' };

export interface ClaimWait {
  /** How long a request waits for the first one with its key to finish. */
  waitMs: number;
  /** How often it looks meanwhile. */
  pollMs: number;
}

export const DEFAULT_CLAIM_WAIT: ClaimWait = { waitMs: 3_000, pollMs: 50 };

/**
 * Claims the user's key for this request, or says what an earlier request with it did. The
 * (user, key) primary key decides between requests that arrive together: one inserts the claim,
 * the others wait for its answer and replay it. A claim released meanwhile (the create failed) is
 * claimed again; one older than the TTL counts as gone.
 */
export async function claimIdempotentRequest(
  db: Db,
  request: IdempotentRequest,
  wait: ClaimWait = DEFAULT_CLAIM_WAIT,
): Promise<ClaimOutcome> {
  const deadline = Date.now() + wait.waitMs;
  const ofKey = and(eq(idempotentRequests.userId, request.userId), eq(idempotentRequests.key, request.key));
  for (;;) {
    const [claimed] = await db
      .insert(idempotentRequests)
      .values(request)
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (claimed) return { kind: 'claimed' };
    const [row] = await db
      .select({
        route: idempotentRequests.route,
        requestHash: idempotentRequests.requestHash,
        statusCode: idempotentRequests.statusCode,
        responseBody: idempotentRequests.responseBody,
        isExpired: sql<boolean>`${idempotentRequests.createdAt} < ${expiredBefore()}`,
      })
      .from(idempotentRequests)
      .where(ofKey);
    if (!row) continue;
    if (row.isExpired) {
      await db.delete(idempotentRequests).where(and(ofKey, lt(idempotentRequests.createdAt, expiredBefore())));
      continue;
    }
    if (row.route !== request.route || row.requestHash !== request.requestHash) return { kind: 'mismatch' };
    if (row.statusCode !== null) return { kind: 'replay', statusCode: row.statusCode, body: row.responseBody };
    if (Date.now() >= deadline) return { kind: 'in-progress' };
    await sleep(wait.pollMs);
  }
}
