import { AI_MODELS, type UsageSummary } from '@filldeck/shared';

type ModelUsage = UsageSummary['byModel'][number];

const OFFERED = new Set<string>(AI_MODELS.map((m) => m.value));

/** Whether the model is one a template can choose (its id is then worth showing under its name). */
export function isOfferedModel(model: string): boolean {
  return OFFERED.has(model);
}

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
