import {
  type AutofillRequest,
  type AutofillResponse,
  type FillValue,
  fillCredits,
  LOCAL_MODEL_NAME,
  messages,
} from '@filldeck/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { spendCredits } from '../usage/spend-credits.ts';
import { fillRestWithModel, type ModelFill } from './ai-provider/fill-rest-with-model.ts';
import type { ModelClient } from './ai-provider/model-client.ts';
import { asReplay, findReplay } from './find-replay.ts';
import { loadTemplateValues } from './load-template-values.ts';
import { matchLocally } from './local-matcher/match-locally.ts';

export const AI_NOT_CONFIGURED = messages.autofill.aiNotConfigured;

export interface FillOptions {
  idempotencyKey?: string | undefined;
  /** The configured model endpoint; undefined: only the built-in matcher (then it is the default). */
  ai?: { ask: ModelClient; modelOverride: string | undefined } | undefined;
  /** Receives how long each step took, in ms (for Server-Timing). */
  onTiming?: (step: 'match' | 'model', ms: number) => void;
}

/**
 * Fills a page's fields from one of the user's templates and records the fill. The local matcher
 * answers what it is sure of; with the `ai` provider the model is asked about the rest only. The
 * usage row, the credits and the response (for replays) are written in one transaction
 * (spendCredits); a retry with the same idempotency key gets the first answer and spends nothing.
 * A model failure is an error with nothing spent.
 */
export async function fillForm(
  db: Db,
  userId: string,
  request: AutofillRequest,
  options: FillOptions,
): Promise<AutofillResponse> {
  const provider = request.provider ?? (options.ai ? 'ai' : 'local');
  if (provider === 'ai' && !options.ai) throw new AppError(400, 'NOT_CONFIGURED', AI_NOT_CONFIGURED);
  // A retried model fill must not ask the model again; a local fill is cheap and deterministic,
  // so spendCredits' own check (under the row lock) is enough for it.
  if (provider === 'ai' && options.idempotencyKey !== undefined) {
    const replay = await findReplay(db, userId, options.idempotencyKey);
    if (replay) return replay;
  }
  const template = await loadTemplateValues(db, userId, request.templateId);
  let started = performance.now();
  const local = matchLocally(template.values, request.fields, {
    lang: request.lang,
    agreements: {
      tickAgreements: template.aiSettings.tick_agreements,
      clearMarketing: template.aiSettings.clear_marketing,
    },
  });
  options.onTiming?.('match', performance.now() - started);

  let model: ModelFill | null = null;
  if (provider === 'ai' && options.ai) {
    started = performance.now();
    model = await fillRestWithModel({
      ask: options.ai.ask,
      modelOverride: options.ai.modelOverride,
      template,
      fields: request.fields,
      skipped: local.skipped,
      page: { url: request.url, title: request.title },
      balance: template.balance,
    });
    options.onTiming?.('model', performance.now() - started);
  }

  const response = mergeFills(local, model);
  const filledFields = Object.keys(response.values).length;
  const totalTokens = response.usage.totalTokens;
  // The completion was capped to what the balance pays for; an estimate that ran over is not charged.
  const credits = Math.min(
    fillCredits({ filledFields, model: model?.rateModel ?? null, totalTokens }),
    model ? template.balance : Number.POSITIVE_INFINITY,
  );
  const spent = await spendCredits(db, {
    userId,
    templateName: template.name,
    model: response.usage.model,
    balanceUsed: credits,
    filledFields,
    status: filledFields > 0 ? 'success' : 'no_match',
    promptTokens: response.usage.promptTokens,
    completionTokens: response.usage.completionTokens,
    totalTokens,
    idempotencyKey: options.idempotencyKey,
    response: { ...response, usage: { ...response.usage, credits } },
  });
  if (spent.replayed) {
    const replay = asReplay(spent.storedResponse, spent.balance);
    if (replay) return replay;
  }
  return {
    ...response,
    usage: { ...response.usage, credits: spent.record.balance_used, balance: spent.balance },
    replayed: spent.replayed,
  };
}

/** The local matcher's values, then the model's for the fields it was asked about. */
function mergeFills(local: ReturnType<typeof matchLocally>, model: ModelFill | null): AutofillResponse {
  const values: Record<string, FillValue> = { ...local.values };
  const sources: AutofillResponse['sources'] = {};
  for (const key of Object.keys(local.values)) sources[key] = 'local';
  for (const [key, value] of Object.entries(model?.values ?? {})) {
    values[key] = value;
    sources[key] = 'ai';
  }
  const declined = new Set(model?.declined ?? []);
  const skipped = local.skipped
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
