import { type AutofillRequest, type AutofillResponse, fillCredits, LOCAL_MODEL_NAME } from '@filldeck/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { spendCredits } from '../usage/spend-credits.ts';
import { loadTemplateValues } from './load-template-values.ts';
import { matchLocally } from './local-matcher/match-locally.ts';

export const AI_NOT_CONFIGURED =
  'The AI provider is not configured on this server. Use the built-in matcher (provider "local").';

export interface FillOptions {
  idempotencyKey?: string;
  /** Whether an AI endpoint is configured (then `ai` is the default provider). */
  aiConfigured: boolean;
  /** Receives how long the local matcher took, in ms (for Server-Timing). */
  onMatchTime?: (ms: number) => void;
}

/**
 * Fills a page's fields from one of the user's templates and records the fill: the local
 * matcher's values, its usage row and the credits it costs, spent in one transaction
 * (spendCredits). A retry with the same idempotency key spends nothing again and, the local
 * matcher being deterministic, answers the same values.
 */
export async function fillForm(
  db: Db,
  userId: string,
  request: AutofillRequest,
  options: FillOptions,
): Promise<AutofillResponse> {
  const provider = request.provider ?? (options.aiConfigured ? 'ai' : 'local');
  if (provider === 'ai' && !options.aiConfigured) throw new AppError(400, AI_NOT_CONFIGURED);
  const template = await loadTemplateValues(db, userId, request.templateId);
  const started = performance.now();
  const match = matchLocally(template.values, request.fields);
  options.onMatchTime?.(performance.now() - started);
  const filledFields = Object.keys(match.values).length;
  const credits = fillCredits({ filledFields, model: null, totalTokens: 0 });
  const spent = await spendCredits(db, {
    userId,
    templateName: template.name,
    model: LOCAL_MODEL_NAME,
    balanceUsed: credits,
    filledFields,
    status: filledFields > 0 ? 'success' : 'no_match',
    promptTokens: 0,
    completionTokens: 0,
    totalTokens: 0,
    idempotencyKey: options.idempotencyKey,
  });
  const sources = Object.fromEntries(Object.keys(match.values).map((key) => [key, 'local' as const]));
  return {
    values: match.values,
    sources,
    skipped: match.skipped,
    usage: {
      provider: 'local',
      model: LOCAL_MODEL_NAME,
      promptTokens: 0,
      completionTokens: 0,
      totalTokens: 0,
      credits: spent.record.balance_used,
      balance: spent.balance,
    },
    replayed: spent.replayed,
  };
}
