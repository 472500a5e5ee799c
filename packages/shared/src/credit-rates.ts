import type { AiModel } from './field-types.ts';

/**
 * What a fill costs, in credits (shown on the pricing page, charged by `POST /api/autofill`).
 * A fill the built-in matcher answers alone costs `LOCAL_FILL_CREDITS`. A fill that also asks a
 * model costs that plus the model's rate per started 1,000 tokens (prompt and completion). A fill
 * that fills nothing costs nothing.
 */
export const LOCAL_FILL_CREDITS = 1;

export const MODEL_CREDITS_PER_1K_TOKENS: Record<AiModel, number> = {
  'gpt-4o-mini': 1,
  'gpt-4o': 10,
};

/** The usage record's model name for a fill the built-in matcher answered alone. */
export const LOCAL_MODEL_NAME = 'local';

export function fillCredits(fill: { filledFields: number; model: AiModel | null; totalTokens: number }): number {
  if (fill.filledFields === 0) return 0;
  if (fill.model === null || fill.totalTokens === 0) return LOCAL_FILL_CREDITS;
  return LOCAL_FILL_CREDITS + Math.ceil(fill.totalTokens / 1000) * MODEL_CREDITS_PER_1K_TOKENS[fill.model];
}
