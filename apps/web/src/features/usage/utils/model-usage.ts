import { AI_MODELS, modelDisplayName, type UsageSummary } from '@filldeck/shared';

type ModelUsage = UsageSummary['byModel'][number];

const OFFERED = new Set<string>(AI_MODELS.map((m) => m.value));

/**
 * How a model reads in the UI: 'Built-in matcher' for local fills, 'Fast Model' for gpt-4o-mini,
 * 'Smart Model' for gpt-4o, else its id.
 */
export const modelLabel = modelDisplayName;

/**
 * The per-model rows to show: the two models the product offers always, in their menu order (with
 * zeros when unused), then any other model the server reported.
 */
export function modelRows(byModel: readonly ModelUsage[]): ModelUsage[] {
  const known = AI_MODELS.map(
    ({ value }) =>
      byModel.find((row) => row.model === value) ?? { model: value, transactions: 0, tokens: 0, credits: 0 },
  );
  const others = byModel.filter((row) => !OFFERED.has(row.model));
  return [...known, ...others];
}
