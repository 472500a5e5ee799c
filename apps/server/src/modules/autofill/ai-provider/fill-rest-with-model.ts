import {
  type AiModel,
  type FillValue,
  LOCAL_FILL_CREDITS,
  MODEL_CREDITS_PER_1K_TOKENS,
  messages,
  type PageField,
  type SkipReason,
} from '@filldeck/shared';
import { AppError } from '../../../lib/app-error.ts';
import type { FillTemplate } from '../load-template-values.ts';
import { readModelAnswer } from './model-answer.ts';
import type { ModelClient } from './model-client.ts';
import { buildModelMessages, estimatePromptTokens } from './model-prompt.ts';

/** Reasons the local matcher gives that a model may do better on; it cannot change the rest. */
const ASKABLE: ReadonlySet<SkipReason> = new Set(['no_match', 'low_confidence', 'no_option', 'does_not_fit']);

/** The fewest completion tokens worth asking for: below this the balance is too low to ask. */
const MIN_COMPLETION_TOKENS = 64;

export interface ModelFill {
  /** The model that was asked (the template's, or AI_MODEL_OVERRIDE). */
  model: string;
  /** Whose credit rate applies: the template's Fast or Smart model. */
  rateModel: AiModel;
  values: Record<string, FillValue>;
  declined: string[];
  promptTokens: number;
  completionTokens: number;
}

export interface ModelFillInput {
  ask: ModelClient;
  modelOverride: string | undefined;
  template: FillTemplate;
  fields: PageField[];
  skipped: Array<{ key: string; reason: SkipReason }>;
  page: { url: string; title: string };
  /** The user's balance before this fill. */
  balance: number;
}

/**
 * Asks the model about the fields the local matcher left, and only those (easy fields cost no
 * tokens). The completion is capped by what the balance can pay for after the prompt, so a fill
 * never costs more than the user has: too little for even a short answer is a 402 before any
 * request leaves the server. Returns null when nothing is left to ask.
 */
export async function fillRestWithModel(input: ModelFillInput): Promise<ModelFill | null> {
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
    page: input.page,
  });
  const promptTokens = estimatePromptTokens(chat);
  const rate = MODEL_CREDITS_PER_1K_TOKENS[rateModel];
  const affordableTokens = Math.floor((input.balance - LOCAL_FILL_CREDITS) / rate) * 1000 - promptTokens;
  const maxTokens = Math.min(template.aiSettings.max_tokens, affordableTokens);
  if (maxTokens < MIN_COMPLETION_TOKENS) {
    const needed = LOCAL_FILL_CREDITS + Math.ceil((promptTokens + MIN_COMPLETION_TOKENS) / 1000) * rate;
    throw new AppError(402, 'INSUFFICIENT_CREDITS', messages.autofill.notEnoughCredits(needed, input.balance));
  }
  const reply = await input.ask({ model, messages: chat, maxTokens });
  const answer = readModelAnswer(reply.content, fields);
  return {
    model,
    rateModel,
    ...answer,
    promptTokens: reply.promptTokens,
    completionTokens: reply.completionTokens,
  };
}
