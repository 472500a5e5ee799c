import type { RememberedAnswer } from '@filldeck/shared';
import type { rememberedAnswers } from '../../db/schema.ts';

export type RememberedAnswerRow = typeof rememberedAnswers.$inferSelect;

/** A row as the API answers it (docs/api-content.md#remembered-answers). */
export function toRememberedAnswer(row: RememberedAnswerRow): RememberedAnswer {
  const { label, name, kind, options } = row.field;
  return {
    id: row.id,
    field: { label, name, kind, options: [...options] },
    value: row.value,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The same with the site it belongs to (POST and PATCH). */
export function toRememberedAnswerWithSite(row: RememberedAnswerRow): RememberedAnswer & { site: string } {
  return { ...toRememberedAnswer(row), site: row.site };
}
