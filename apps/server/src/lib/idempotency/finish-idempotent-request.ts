import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotentRequests } from '../../db/schema.ts';

type ClaimedKey = { userId: string; key: string };

const runningClaim = ({ userId, key }: ClaimedKey) =>
  and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key), isNull(idempotentRequests.statusCode));

/** Keeps a claimed create's successful answer for the retries of its key. */
export async function storeIdempotentAnswer(db: Db, claim: ClaimedKey, statusCode: number, body: unknown) {
  await db.update(idempotentRequests).set({ statusCode, responseBody: body }).where(runningClaim(claim));
}

/** Lets go of a claim whose create failed: a retry with the key runs the create again. */
export async function releaseIdempotentClaim(db: Db, claim: ClaimedKey) {
  await db.delete(idempotentRequests).where(runningClaim(claim));
}
