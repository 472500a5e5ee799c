import {
  type AutofillRequest,
  type AutofillResponse,
  isFileType,
  LOCAL_FILL_CREDITS,
  modelTokenCredits,
  rememberedFieldOf,
  texts,
} from '@filldeck/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { autofillUsage, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/new-id.ts';
import { rememberedFieldKey, siteOf as rememberedSiteOf } from '../remembered-answers/field-key.ts';
import type { RememberedLookup } from '../remembered-answers/remembered-for.ts';
import { NOT_APPLIED_STATUS } from '../usage/not-applied.ts';
import { spendCredits } from '../usage/spend-credits.ts';
import { fillRestWithModel, type ModelFill } from './ai-provider/fill-rest-with-model.ts';
import { unreadableAnswerError } from './ai-provider/model-answer.ts';
import type { ModelClient } from './ai-provider/model-client.ts';
import { consumeFillQuota, type FillQuota, type FillQuotaRule } from './consume-fill-quota.ts';
import { findReplay, replayOfFill, UNREADABLE_STATUS } from './find-replay.ts';
import { loadTemplateValues } from './load-template-values.ts';
import { matchLocally } from './local-matcher/match-locally.ts';
import { matchFiles } from './match-files.ts';
import { mergeFills } from './merge-fills.ts';

export const AI_NOT_CONFIGURED = texts.autofill.aiNotConfigured;

export interface FillOptions {
  idempotencyKey?: string | undefined;
  /** The configured model endpoint; undefined: only the built-in matcher (then it is the default). */
  ai?: { ask: ModelClient; modelOverride: string | undefined; leaseMs: number } | undefined;
  /**
   * Receives how long each step took, in ms (for Server-Timing): `read` (the rate limit, the
   * template, remembered answers and files), `match`, `model`, `record` (the usage row).
   */
  onTiming?: (step: 'read' | 'match' | 'model' | 'record', ms: number) => void;
  /** The plans page a 402's text points to (the server's public /subscription). */
  plansUrl?: string | undefined;
  /** The user's row as the request's session lookup read it (else it is read again). */
  owner?: UserRow | undefined;
  /**
   * The rate limit: the fill is counted before anything else is decided (in the same statement
   * as the fill's reads); a refusal (`refuse` makes its error, the 429) comes before any other
   * error, and nothing is written, spent or asked of a model after it.
   */
  rateLimit?: { rule: FillQuotaRule; refuse: (quota: FillQuota) => Error } | undefined;
}

/** The host name of the page filled, as the history shows it; null when the address is not a URL. */
function siteOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

/** How long after its Apply a fill can be continued by the next step of the same application. */
const STEP_WINDOW_MS = 2 * 60 * 60 * 1000;

/**
 * The fill a step continues, when it is the user's, applied, on the same site and recent; null
 * otherwise (the step is then a fill of its own).
 */
async function continuedFill(db: Db, userId: string, fillId: string, site: string | null): Promise<string | null> {
  if (!site) return null;
  const [row] = await db
    .select({ id: autofillUsage.id })
    .from(autofillUsage)
    .where(
      and(
        eq(autofillUsage.id, fillId),
        eq(autofillUsage.userId, userId),
        eq(autofillUsage.status, 'success'),
        eq(autofillUsage.site, site),
        gt(autofillUsage.timestamp, new Date(Date.now() - STEP_WINDOW_MS)),
      ),
    );
  return row?.id ?? null;
}

/**
 * What to look remembered answers up by for the page's fields (named ones, not files), and a
 * function that turns what was found (by remembered key) into field key → value.
 */
function rememberedOf(request: AutofillRequest): {
  lookup: RememberedLookup | null;
  byField: (found: Map<string, string>) => Map<string, string>;
} {
  const host = rememberedSiteOf(request.url);
  const named = host
    ? request.fields
        .filter((f) => f.kind !== 'file')
        .map((f) => ({ key: f.key, field: rememberedFieldOf(f) }))
        .filter(({ field }) => field.label !== '' || field.name !== '')
        .map(({ key, field }) => ({ key, fieldKey: rememberedFieldKey(field) }))
    : [];
  const lookup = host && named.length > 0 ? { host, keys: [...new Set(named.map((n) => n.fieldKey))] } : null;
  return {
    lookup,
    byField(found) {
      const byKey = new Map<string, string>();
      if (found.size === 0) return byKey;
      for (const { key, fieldKey } of named) {
        const value = found.get(fieldKey);
        if (value !== undefined) byKey.set(key, value);
      }
      return byKey;
    },
  };
}

/** The fill's answer with the remembered values in it, marked as such. */
function withRemembered(response: AutofillResponse, remembered: Map<string, string>): AutofillResponse {
  if (remembered.size === 0) return response;
  const values = { ...response.values };
  const sources = { ...response.sources };
  for (const [key, value] of remembered) {
    values[key] = value;
    sources[key] = 'remembered';
  }
  return { ...response, values, sources, skipped: response.skipped.filter((s) => !remembered.has(s.key)) };
}

/**
 * Fills a page's fields from one of the user's templates and records the fill. The local matcher
 * answers what it is sure of; with the `ai` provider the model is asked about the rest only, with
 * its credits reserved first (fillRestWithModel). The usage row, the credits (settling the
 * reservation) and, when something was filled, the response (for replays) are written in one
 * transaction (spendCredits); a retry with the same idempotency key gets the first answer and
 * spends nothing. Once the model has answered its tokens are paid for, also when it filled
 * nothing or its answer could not be read (then a 502 that says what was charged).
 */
export async function fillForm(
  db: Db,
  userId: string,
  request: AutofillRequest,
  options: FillOptions,
): Promise<AutofillResponse> {
  const provider = request.provider ?? (options.ai ? 'ai' : 'local');
  const rateLimit = options.rateLimit;
  const admit = (quota: FillQuota) => {
    if (rateLimit && !quota.isAllowed) throw rateLimit.refuse(quota);
  };
  let isCounted = false;
  /** Counts the fill on its own, for the paths that must know before they read. */
  const admitFirst = async () => {
    if (!rateLimit || isCounted) return;
    isCounted = true;
    admit(await consumeFillQuota(db, userId, rateLimit.rule));
  };
  if (provider === 'ai' && !options.ai) {
    await admitFirst();
    throw new AppError(400, 'NOT_CONFIGURED', AI_NOT_CONFIGURED);
  }
  const key = options.idempotencyKey;
  // A retried model fill must not ask the model again; a local fill is cheap and deterministic,
  // so spendCredits' own check (under the row lock) is enough for it.
  if (provider === 'ai' && key !== undefined) {
    await admitFirst();
    const replay = await findReplay(db, userId, key, request.fields);
    if (replay) return replay;
  }
  const readStarted = performance.now();
  // The rate limit's count, the template, its components and the remembered answers: one statement.
  const rememberedFields = rememberedOf(request);
  const reads = await loadTemplateValues(db, userId, request.templateId, {
    ownerRow: options.owner,
    quota: rateLimit && !isCounted ? { rule: rateLimit.rule, now: Date.now(), admit } : undefined,
    // Answers the user remembered for this site come first and cost nothing; nobody else is asked.
    remembered: rememberedFields.lookup,
  });
  const loaded = reads.template;
  const remembered = rememberedFields.byField(reads.remembered);
  // Files go to file inputs only, by what the document is (match-files.ts); the matchers and the
  // model never see a file's id as a value, nor a file input as a field to write text into.
  const template = { ...loaded, values: loaded.values.filter((v) => !isFileType(v.type)) };
  const fields = request.fields.filter((f) => f.kind !== 'file' && !remembered.has(f.key));
  const attached = await matchFiles(
    db,
    userId,
    loaded.values,
    request.fields.filter((f) => f.kind === 'file'),
  );
  options.onTiming?.('read', performance.now() - readStarted);
  let started = performance.now();
  const local = matchLocally(template.values, fields, {
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
    const asked = await fillRestWithModel(db, {
      userId,
      ...options.ai,
      template,
      fields,
      skipped: local.skipped,
      page: { url: request.url, title: request.title, lang: request.lang },
      idempotencyKey: key,
      plansUrl: options.plansUrl,
    });
    options.onTiming?.('model', performance.now() - started);
    if (asked === 'recorded' && key !== undefined) {
      const replay = await findReplay(db, userId, key, request.fields);
      if (replay) return replay;
    }
    model = asked === 'recorded' ? null : asked;
  }

  const merged = withRemembered(mergeFills(local, model, attached), remembered);
  // An unreadable answer is a 502: the local matcher's values are not delivered either.
  const proposed = model?.isUnreadable ? 0 : Object.keys(merged.values).length;
  // A fill of remembered answers only is free: Apply charges for the rest.
  const paidFields = Object.keys(merged.values).filter((key) => merged.sources[key] !== 'remembered').length;
  const totalTokens = merged.usage.totalTokens;
  // The model is paid for now, up to what it reserved (its prompt estimate is an upper bound);
  // the fill itself is charged when the user applies it (applyFill), so a closed preview is free.
  const tokenCredits = modelTokenCredits(model?.rateModel ?? null, totalTokens);
  // (The reservation holds the fill's own credit too, for Apply.)
  const credits = model ? Math.min(tokenCredits, model.reservation.credits - LOCAL_FILL_CREDITS) : tokenCredits;
  // A later step of an application applied on this site is part of that fill: nothing more to pay.
  const continued = request.continues ? await continuedFill(db, userId, request.continues, siteOf(request.url)) : null;
  const applyCredits = proposed > 0 && paidFields > 0 && !continued ? LOCAL_FILL_CREDITS : 0;
  const status = model?.isUnreadable ? UNREADABLE_STATUS : proposed > 0 ? NOT_APPLIED_STATUS : 'no_match';
  const fillId = newId();
  const response = {
    ...merged,
    fillId,
    usage: { ...merged.usage, credits, ...(applyCredits > 0 ? { applyCredits } : {}) },
  };
  started = performance.now();
  const spent = await spendCredits(
    db,
    {
      id: fillId,
      userId,
      templateName: template.name,
      site: siteOf(request.url),
      continuesFillId: continued,
      model: response.usage.model,
      balanceUsed: credits,
      mustAfford: applyCredits,
      // Counted when applied: the fields the user applied (applyFill).
      filledFields: 0,
      status,
      promptTokens: response.usage.promptTokens,
      completionTokens: response.usage.completionTokens,
      totalTokens,
      idempotencyKey: key,
      // Only a fill that proposed something keeps its answer: an empty one replays from its row.
      response: proposed > 0 ? response : undefined,
      reservationId: model?.reservation.id,
    },
    { plansUrl: options.plansUrl },
  );
  options.onTiming?.('record', performance.now() - started);
  const record = spent.record;
  if (spent.replayed) {
    const first = {
      model: record.model,
      status: record.status,
      promptTokens: record.prompt_tokens,
      completionTokens: record.completion_tokens,
      totalTokens: record.total_tokens,
      balanceUsed: record.balance_used,
      id: record.id,
      response: spent.storedResponse,
    };
    return replayOfFill(first, spent.balance, request.fields);
  }
  const usage = { ...response.usage, credits: record.balance_used, balance: spent.balance };
  if (model?.isUnreadable) throw unreadableAnswerError(usage);
  return { ...response, usage, replayed: false };
}
