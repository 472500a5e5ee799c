import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rememberedAnswers } from '../../db/schema.ts';
import { notFound } from '../../lib/not-found.ts';
import { publishEvent } from '../events/publish-event.ts';

/** DELETE /api/remembered-answers/:id: forgets one of the user's answers; 404 for any other id. */
export async function forgetRememberedAnswer(db: Db, ownerUid: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(rememberedAnswers)
      .where(and(eq(rememberedAnswers.id, id), eq(rememberedAnswers.ownerUid, ownerUid)))
      .returning({ id: rememberedAnswers.id });
    if (gone.length === 0) throw notFound.rememberedAnswer();
    await publishEvent(tx, { userId: ownerUid, type: 'remembered-answers', id });
  });
}
