import { AI_MODELS, type AiModel } from './field-types.ts';

/**
 * What a fill costs, in credits (shown on the pricing page). A fill costs `LOCAL_FILL_CREDITS`
 * when the user applies it (`POST /api/autofill/{fillId}/applied`); a preview that is closed
 * without applying costs nothing. A fill that also asks a model costs, besides, the model's rate
 * per started 1,000 tokens (prompt and completion), charged when the model answers: the model was
 * paid for, whether or not its answer is applied.
 */
export const LOCAL_FILL_CREDITS = 1;

/** A model's rate is per started block of this many tokens (prompt and completion together). */
export const TOKENS_PER_RATE_STEP = 1000;

export const MODEL_CREDITS_PER_1K_TOKENS: Record<AiModel, number> = {
  'gpt-4o-mini': 1,
  'gpt-4o': 10,
};

/** The usage record's model name for a fill the built-in matcher answered alone. */
export const LOCAL_MODEL_NAME = 'local';

/** The model's part of a fill: its rate per started 1,000 tokens; 0 without a model. */
export function modelTokenCredits(model: AiModel | null, totalTokens: number): number {
  if (model === null || totalTokens === 0) return 0;
  return Math.ceil(totalTokens / TOKENS_PER_RATE_STEP) * MODEL_CREDITS_PER_1K_TOKENS[model];
}

export function fillCredits(fill: { filledFields: number; model: AiModel | null; totalTokens: number }): number {
  const perFill = fill.filledFields === 0 ? 0 : LOCAL_FILL_CREDITS;
  return perFill + modelTokenCredits(fill.model, fill.totalTokens);
}

/** How the usage pages and the pricing table name the built-in matcher (usage records say `local`). */
export const LOCAL_MODEL_LABEL = 'Built-in matcher';

const MODEL_LABELS = new Map<string, string>([
  [LOCAL_MODEL_NAME, LOCAL_MODEL_LABEL],
  ...AI_MODELS.map((m): [string, string] => [m.value, m.label]),
]);

/** A usage record's model as people read it: Built-in matcher, Fast Model, Smart Model, else its id. */
export function modelDisplayName(model: string): string {
  return MODEL_LABELS.get(model) ?? model;
}

export interface CreditRate {
  model: string;
  label: string;
  /** Credits for a fill that fills at least one field. */
  perFill: number;
  /** Credits per started TOKENS_PER_RATE_STEP tokens (prompt and completion); 0 for the built-in matcher. */
  per1kTokens: number;
}

/** The rate table the pricing page shows: the built-in matcher, then each offered model. */
export const CREDIT_RATES: readonly CreditRate[] = [
  { model: LOCAL_MODEL_NAME, label: LOCAL_MODEL_LABEL, perFill: LOCAL_FILL_CREDITS, per1kTokens: 0 },
  ...AI_MODELS.map((m) => ({
    model: m.value,
    label: m.label,
    perFill: LOCAL_FILL_CREDITS,
    per1kTokens: MODEL_CREDITS_PER_1K_TOKENS[m.value],
  })),
];
