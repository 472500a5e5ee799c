import { REMEMBERED_LIMITS, type RememberedAnswer, texts } from '@filldeck/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type RememberedField, rememberedAnswers, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/new-id.ts';
import { publishEvent } from '../events/publish-event.ts';
import { rememberedFieldKey } from './field-key.ts';
import { toRememberedAnswerWithSite } from './to-remembered-answer.ts';

export interface RememberAnswerInput {
  /** The host name, already normalised (siteOf). */
  site: string;
  field: RememberedField;
  value: string;
}

/**
 * Remembers `value` for the field on the site: a new answer, or the one already remembered for
 * the same field (same key) takes the new value, description and time. Under the owner's row lock,
 * so concurrent calls cannot pass the per-user cap: a new answer beyond it is refused (409
 * LIMIT_REACHED), a known one is still updated.
 */
export async function rememberAnswer(
  db: Db,
  ownerUid: string,
  input: RememberAnswerInput,
  now = new Date(),
): Promise<RememberedAnswer & { site: string }> {
  const fieldKey = rememberedFieldKey(input.field);
  const field: RememberedField = {
    label: input.field.label,
    name: input.field.name,
    kind: input.field.kind,
    options: [...input.field.options],
  };
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerUid)).for('update');
    const same = and(
      eq(rememberedAnswers.ownerUid, ownerUid),
      eq(rememberedAnswers.site, input.site),
      eq(rememberedAnswers.fieldKey, fieldKey),
    );
    const [known] = await tx.select({ id: rememberedAnswers.id }).from(rememberedAnswers).where(same);
    if (!known) {
      const [held] = await tx
        .select({ n: count() })
        .from(rememberedAnswers)
        .where(eq(rememberedAnswers.ownerUid, ownerUid));
      if ((held?.n ?? 0) >= REMEMBERED_LIMITS.perUser) {
        throw new AppError(409, 'LIMIT_REACHED', texts.rememberedAnswers.full(REMEMBERED_LIMITS.perUser));
      }
    }
    const [row] = await tx
      .insert(rememberedAnswers)
      .values({
        id: newId(),
        ownerUid,
        site: input.site,
        fieldKey,
        field,
        value: input.value,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [rememberedAnswers.ownerUid, rememberedAnswers.site, rememberedAnswers.fieldKey],
        set: { field, value: input.value, updatedAt: now },
      })
      .returning();
    if (!row) throw new Error('The remembered answer was not written');
    await publishEvent(tx, { userId: ownerUid, type: 'remembered-answers', id: row.id });
    return toRememberedAnswerWithSite(row);
  });
}
