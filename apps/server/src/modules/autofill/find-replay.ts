import { type AutofillResponse, autofillResponseSchema, LOCAL_MODEL_NAME, type PageField } from '@filldeck/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { autofillUsage, users } from '../../db/schema.ts';
import { NOT_APPLIED_STATUS } from '../usage/not-applied.ts';
import { unreadableAnswerError } from './ai-provider/model-answer.ts';

/** The usage status of a model fill whose answer could not be read (its tokens were charged). */
export const UNREADABLE_STATUS = 'failed';

/** What a recorded fill says about its answer. */
export interface RecordedFill {
  /** The usage record's id: the fill's `fillId`. */
  id: string;
  model: string;
  status: string;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  balanceUsed: number;
  /** The stored response; null for a fill that filled nothing (none is kept). */
  response: unknown;
}

/**
 * The answer an earlier fill with this Idempotency-Key gave (replayOfFill), with the balance as it
 * is now, or null. Checked before any work, so a retried request asks no model and spends nothing
 * again. (reserveModelCredits and spendCredits check the key again under the row lock.)
 */
export async function findReplay(
  db: Db,
  userId: string,
  key: string,
  fields: PageField[],
): Promise<AutofillResponse | null> {
  const [row] = await db
    .select({
      id: autofillUsage.id,
      model: autofillUsage.model,
      status: autofillUsage.status,
      promptTokens: autofillUsage.promptTokens,
      completionTokens: autofillUsage.completionTokens,
      totalTokens: autofillUsage.totalTokens,
      balanceUsed: autofillUsage.balanceUsed,
      response: autofillUsage.response,
      balance: users.balance,
    })
    .from(autofillUsage)
    .innerJoin(users, eq(users.id, autofillUsage.userId))
    .where(and(eq(autofillUsage.userId, userId), eq(autofillUsage.idempotencyKey, key)));
  return row ? replayOfFill(row, row.balance, fields) : null;
}

/**
 * A recorded fill answered again, marked as replayed, with what it was charged and the balance
 * now: its stored response; for a fill that filled nothing (no response is kept) no values and
 * every field skipped; for a model answer that could not be read, that 502 again.
 */
export function replayOfFill(fill: RecordedFill, balance: number, fields: PageField[]): AutofillResponse {
  const usage: AutofillResponse['usage'] = {
    provider: fill.model === LOCAL_MODEL_NAME ? 'local' : 'ai',
    model: fill.model,
    promptTokens: fill.promptTokens,
    completionTokens: fill.completionTokens,
    totalTokens: fill.totalTokens,
    credits: fill.balanceUsed,
    balance,
  };
  if (fill.status === UNREADABLE_STATUS) throw unreadableAnswerError(usage);
  const stored = autofillResponseSchema.safeParse(fill.response);
  if (stored.success) {
    const { applyCredits: _applied, ...charged } = stored.data.usage;
    // The fill's cost so far (Apply's credit once applied), and nothing more to pay at Apply then.
    const credits = { credits: fill.balanceUsed, balance };
    const applyCredits = fill.status === NOT_APPLIED_STATUS ? { applyCredits: stored.data.usage.applyCredits } : {};
    return { ...stored.data, fillId: fill.id, usage: { ...charged, ...credits, ...applyCredits }, replayed: true };
  }
  const skipped = fields.map((f) => ({ key: f.key, reason: 'no_match' as const }));
  return { values: {}, sources: {}, marks: {}, files: {}, skipped, usage, fillId: fill.id, replayed: true };
}
