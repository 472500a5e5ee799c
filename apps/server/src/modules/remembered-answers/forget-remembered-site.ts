import { texts } from '@filldeck/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rememberedAnswers } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { publishEvent } from '../events/publish-event.ts';

/**
 * DELETE /api/remembered-answers?site=host: forgets every answer the user keeps for the site (a
 * host name, already normalised) and says how many; 404 when there was none.
 */
export async function forgetRememberedSite(db: Db, ownerUid: string, site: string): Promise<{ forgotten: number }> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(rememberedAnswers)
      .where(and(eq(rememberedAnswers.ownerUid, ownerUid), eq(rememberedAnswers.site, site)))
      .returning({ id: rememberedAnswers.id });
    if (gone.length === 0) throw new AppError(404, 'NOT_FOUND', texts.rememberedAnswers.siteNotFound(site));
    await publishEvent(tx, { userId: ownerUid, type: 'remembered-answers', id: null });
    return { forgotten: gone.length };
  });
}
