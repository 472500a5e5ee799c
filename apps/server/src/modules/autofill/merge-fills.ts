import { type AutofillResponse, type FillValue, LOCAL_MODEL_NAME } from '@filldeck/shared';
import type { ModelFill } from './ai-provider/fill-rest-with-model.ts';
import type { LocalMatchResult } from './local-matcher/types.ts';
import type { FileMatch } from './match-files.ts';

/**
 * The local matcher's values, then the model's for the fields it was asked about; usage with
 * the tokens used (credits and balance are the caller's to fill in).
 */
export function mergeFills(local: LocalMatchResult, model: ModelFill | null, attached?: FileMatch): AutofillResponse {
  const values: Record<string, FillValue> = { ...local.values, ...attached?.values };
  const sources: AutofillResponse['sources'] = {};
  for (const key of Object.keys(values)) sources[key] = 'local';
  for (const [key, value] of Object.entries(model?.values ?? {})) {
    values[key] = value;
    sources[key] = 'ai';
  }
  const declined = new Set(model?.declined ?? []);
  const skipped = [...local.skipped, ...(attached?.skipped ?? [])]
    .filter((s) => !(s.key in values))
    .map((s) => (declined.has(s.key) ? { key: s.key, reason: 'model_declined' as const } : s));
  const promptTokens = model?.promptTokens ?? 0;
  const completionTokens = model?.completionTokens ?? 0;
  // Marks of boxes the model answered instead are the model's, not the settings'.
  const marks = Object.fromEntries(Object.entries(local.marks).filter(([key]) => sources[key] === 'local'));
  return {
    values,
    sources,
    marks,
    files: attached?.files ?? {},
    skipped,
    usage: {
      provider: model ? 'ai' : 'local',
      model: model?.model ?? LOCAL_MODEL_NAME,
      promptTokens,
      completionTokens,
      totalTokens: promptTokens + completionTokens,
      credits: 0,
      balance: 0,
    },
    replayed: false,
  };
}
