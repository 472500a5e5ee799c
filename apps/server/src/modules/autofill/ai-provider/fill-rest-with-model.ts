import {
  type AiModel,
  type FillValue,
  MODEL_CREDITS_PER_1K_TOKENS,
  type PageField,
  type SkipReason,
} from '@filldeck/shared';
import type { Db } from '../../../db/client.ts';
import { releaseModelCredits } from '../../usage/release-model-credits.ts';
import { type ModelFillReservation, reserveModelCredits } from '../../usage/reserve-model-credits.ts';
import type { FillTemplate } from '../load-template-values.ts';
import { protectedValueGuard } from '../local-matcher/protected-values.ts';
import { readModelAnswer } from './model-answer.ts';
import type { ModelClient, ModelReply } from './model-client.ts';
import { buildModelMessages, estimatePromptTokens } from './model-prompt.ts';

/** Reasons the local matcher gives that a model may do better on; it cannot change the rest. */
const ASKABLE: ReadonlySet<SkipReason> = new Set(['no_match', 'low_confidence', 'no_option', 'does_not_fit']);

export interface ModelFill {
  /** The model that was asked (the template's, or AI_MODEL_OVERRIDE). */
  model: string;
  /** Whose credit rate applies: the template's Fast or Smart model. */
  rateModel: AiModel;
  values: Record<string, FillValue>;
  declined: string[];
  promptTokens: number;
  completionTokens: number;
  /** The answer was not the agreed JSON: nothing filled, but its tokens were used. */
  isUnreadable: boolean;
  /** What was reserved for this fill: the most it may be charged; the caller settles it. */
  reservation: ModelFillReservation;
}

export interface ModelFillInput {
  userId: string;
  ask: ModelClient;
  modelOverride: string | undefined;
  /** How long the reservation holds if this server stops before settling it. */
  leaseMs: number;
  template: FillTemplate;
  fields: PageField[];
  skipped: Array<{ key: string; reason: SkipReason }>;
  page: { url: string; title: string; lang: string };
  idempotencyKey: string | undefined;
  /** The plans page a 402's text points to. */
  plansUrl?: string | undefined;
}

/**
 * Asks the model about the fields the local matcher left, and only those (easy fields cost no
 * tokens). First the most the fill may cost is reserved under the user's row lock
 * (reserveModelCredits: 402 when the balance cannot pay for a short answer, 409 while another
 * model fill of the user runs), and the completion is capped to what that pays for. When the
 * model cannot be reached the reservation is given back; an answer, readable or not, is the
 * caller's to settle. Identity and bank numbers the model puts into fields of another kind are
 * dropped (protectedValueGuard). Returns null when nothing is left to ask, and `'recorded'` when a
 * fill with the same Idempotency-Key was recorded meanwhile (the caller replays it).
 */
export async function fillRestWithModel(db: Db, input: ModelFillInput): Promise<ModelFill | 'recorded' | null> {
  const askable = new Set(input.skipped.filter((s) => ASKABLE.has(s.reason)).map((s) => s.key));
  const fields = input.fields.filter((f) => askable.has(f.key));
  if (fields.length === 0) return null;
  const { template } = input;
  const rateModel: AiModel =
    template.aiSettings.model in MODEL_CREDITS_PER_1K_TOKENS ? (template.aiSettings.model as AiModel) : 'gpt-4o-mini';
  const model = input.modelOverride ?? template.aiSettings.model;
  const chat = buildModelMessages({
    aiInstructions: template.aiInstructions,
    aiSettings: template.aiSettings,
    values: template.values,
    fields,
    page: { url: input.page.url, title: input.page.title },
  });
  const reservation = await reserveModelCredits(
    db,
    {
      userId: input.userId,
      model: rateModel,
      promptTokens: estimatePromptTokens(chat),
      maxTokens: template.aiSettings.max_tokens,
      leaseMs: input.leaseMs,
      idempotencyKey: input.idempotencyKey,
    },
    { plansUrl: input.plansUrl },
  );
  if (!reservation) return 'recorded';
  let reply: ModelReply;
  try {
    reply = await input.ask({ model, messages: chat, maxTokens: reservation.maxTokens });
  } catch (error) {
    // If even this fails, the reservation lapses at the end of its lease.
    await releaseModelCredits(db, input.userId, reservation.id).catch(() => undefined);
    throw error;
  }
  const used = {
    model,
    rateModel,
    reservation,
    promptTokens: reply.promptTokens,
    completionTokens: reply.completionTokens,
  };
  const answer = readModelAnswer(reply.content, fields);
  if (!answer) return { ...used, values: {}, declined: fields.map((f) => f.key), isUnreadable: true };
  const mayHold = protectedValueGuard(template.values, input.fields, input.page.lang);
  const values: Record<string, FillValue> = {};
  const declined = [...answer.declined];
  for (const field of fields) {
    const value = answer.values[field.key];
    if (value === undefined) continue;
    if (mayHold(field, value)) values[field.key] = value;
    else declined.push(field.key);
  }
  return { ...used, values, declined, isUnreadable: false };
}
