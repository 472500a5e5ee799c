import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { modelFillReservations } from '../../db/schema.ts';

/**
 * Gives a model fill's reservation back unspent (the model could not be reached or timed out, so
 * no tokens are known to have been used). Only that reservation: a newer one is left alone.
 */
export async function releaseModelCredits(db: Db, userId: string, reservationId: string): Promise<void> {
  await db
    .delete(modelFillReservations)
    .where(and(eq(modelFillReservations.userId, userId), eq(modelFillReservations.id, reservationId)));
}
