import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pendingCancellations } from '../../db/schema.ts';
import type { Logger } from '../../lib/logger.ts';
import { hasEndedAtProvider, type PaymentProvider } from './payment-provider.ts';

/** How long a claimed cancel is someone's: another instance skips it meanwhile. */
const CLAIM_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/**
 * Notes, in the caller's transaction, that a subscription must be cancelled at the provider: a
 * replaced one at once, one the subscriber cancelled (suspended meanwhile) when its paid period ends.
 */
export async function recordPendingCancellation(
  tx: Db,
  subscriptionId: string,
  userId: string,
  reason: string,
  dueAt = new Date(),
) {
  // Already recorded (a cancellation due later, now replaced): due at the earlier of the two.
  await tx
    .insert(pendingCancellations)
    .values({ subscriptionId, userId, reason, nextAttemptAt: dueAt })
    .onConflictDoUpdate({
      target: pendingCancellations.subscriptionId,
      set: { nextAttemptAt: sql`least(${pendingCancellations.nextAttemptAt}, excluded.next_attempt_at)` },
    });
}

/** Takes back a cancellation not yet done (the subscriber resumed); whether there was one. */
export async function dropPendingCancellation(tx: Db, subscriptionId: string): Promise<boolean> {
  const dropped = await tx
    .delete(pendingCancellations)
    .where(eq(pendingCancellations.subscriptionId, subscriptionId))
    .returning({ id: pendingCancellations.subscriptionId });
  return dropped.length > 0;
}

/** A minute after the first failure, doubling up to an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

/**
 * Cancels at the provider every replaced subscription that is due, until the provider confirms
 * (or says it has already ended). Rows are claimed first, so instances sharing a database never
 * cancel the same one at once; a failure is kept with its reason and tried again later.
 */
export async function cancelPending(db: Db, provider: PaymentProvider, logger: Logger, now = new Date()) {
  const due = db
    .select({ id: pendingCancellations.subscriptionId })
    .from(pendingCancellations)
    .where(lte(pendingCancellations.nextAttemptAt, now))
    .orderBy(pendingCancellations.nextAttemptAt)
    .limit(20)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(pendingCancellations)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(pendingCancellations.subscriptionId, due))
    .returning();
  const outcome = { cancelled: [] as string[], failed: [] as string[] };
  for (const row of claimed) {
    try {
      await provider.cancelSubscription(row.subscriptionId, row.reason);
    } catch (error) {
      if (!(await hasEndedAtProvider(provider, row.subscriptionId))) {
        const attempts = row.attempts + 1;
        const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        await db
          .update(pendingCancellations)
          .set({ attempts, lastError, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) })
          .where(eq(pendingCancellations.subscriptionId, row.subscriptionId));
        logger.error(
          { err: error, subscriptionId: row.subscriptionId, attempts },
          'Could not cancel a replaced subscription; will retry',
        );
        outcome.failed.push(row.subscriptionId);
        continue;
      }
    }
    await db.delete(pendingCancellations).where(eq(pendingCancellations.subscriptionId, row.subscriptionId));
    outcome.cancelled.push(row.subscriptionId);
  }
  return outcome;
}

/** Runs cancelPending now and then every `everyMs`; stop() ends it (app close). */
export function retryPendingCancellations(db: Db, provider: PaymentProvider, logger: Logger, everyMs = 60_000) {
  const run = () =>
    void cancelPending(db, provider, logger).catch((error: unknown) =>
      logger.error({ err: error }, 'Retrying pending cancellations failed'),
    );
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
