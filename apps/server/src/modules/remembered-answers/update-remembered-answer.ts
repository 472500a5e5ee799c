import type { RememberedAnswer } from '@filldeck/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rememberedAnswers } from '../../db/schema.ts';
import { notFound } from '../../lib/not-found.ts';
import { publishEvent } from '../events/publish-event.ts';
import { toRememberedAnswerWithSite } from './to-remembered-answer.ts';

/** PATCH /api/remembered-answers/:id: a new value for one of the user's answers; 404 for any other id. */
export async function updateRememberedAnswer(
  db: Db,
  ownerUid: string,
  id: string,
  value: string,
  now = new Date(),
): Promise<RememberedAnswer & { site: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(rememberedAnswers)
      .set({ value, updatedAt: now })
      .where(and(eq(rememberedAnswers.id, id), eq(rememberedAnswers.ownerUid, ownerUid)))
      .returning();
    if (!row) throw notFound.rememberedAnswer();
    await publishEvent(tx, { userId: ownerUid, type: 'remembered-answers', id });
    return toRememberedAnswerWithSite(row);
  });
}
