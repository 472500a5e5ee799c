import {
  type AiModel,
  fillCredits,
  LOCAL_FILL_CREDITS,
  MODEL_CREDITS_PER_1K_TOKENS,
  TOKENS_PER_RATE_STEP,
} from '@filldeck/shared';

/** The fewest completion tokens worth asking for: below this the balance is too low to ask. */
export const MIN_COMPLETION_TOKENS = 64;

export type ModelFillBudget =
  /** The completion's cap and the most the fill can cost with it: what is reserved. */
  | { maxTokens: number; credits: number }
  /** Not even a short answer fits: what the smallest fill would need. */
  | { needed: number };

/**
 * What a model fill may spend from `balance`: the template's cap on the completion, lowered to
 * what the balance pays for after the prompt, and the credits that prompt and completion cost at
 * most (the prompt estimate is an upper bound). Never more than the balance.
 */
export function modelFillBudget(input: {
  balance: number;
  model: AiModel;
  promptTokens: number;
  maxTokens: number;
}): ModelFillBudget {
  const { balance, model, promptTokens } = input;
  const rate = MODEL_CREDITS_PER_1K_TOKENS[model];
  const affordable = Math.floor((balance - LOCAL_FILL_CREDITS) / rate) * TOKENS_PER_RATE_STEP - promptTokens;
  const maxTokens = Math.min(input.maxTokens, affordable);
  if (maxTokens < MIN_COMPLETION_TOKENS) {
    return { needed: fillCredits({ filledFields: 1, model, totalTokens: promptTokens + MIN_COMPLETION_TOKENS }) };
  }
  return { maxTokens, credits: fillCredits({ filledFields: 1, model, totalTokens: promptTokens + maxTokens }) };
}
