import { type AiModel, modelTokenCredits } from '@filldeck/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ModelClient } from '../autofill/ai-provider/model-client.ts';
import { releaseModelCredits } from '../usage/release-model-credits.ts';
import { reserveModelCredits } from '../usage/reserve-model-credits.ts';
import { spendCredits } from '../usage/spend-credits.ts';

/** What the model is asked to read from a résumé: Your details' keys it may propose. */
export const RESUME_DETAIL_KEYS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'addressLine1',
  'city',
  'state',
  'postcode',
  'country',
  'linkedin',
  'website',
  'jobTitle',
  'employer',
  'skills',
  'education',
  'workHistory',
] as const;

/** Keys whose answer is free text of several lines; the others are one short value each. */
const LONG_KEYS: ReadonlySet<string> = new Set(['skills', 'education', 'workHistory']);
const SHORT_VALUE = 500;
const LONG_VALUE = 4000;

const answerSchema = z.record(z.string(), z.unknown());

/** The model's rate: the Fast model (reading a résumé needs no more). */
const RATE_MODEL: AiModel = 'gpt-4o-mini';
const MAX_TOKENS = 1500;

const PROMPT = `You read a résumé and return only a JSON object with the keys you can read from it, among: ${RESUME_DETAIL_KEYS.join(
  ', ',
)}. jobTitle and employer are the current (or most recent) job's; skills is a comma-separated list; education and workHistory are plain text, one line per entry, most recent first. Leave out a key you cannot read for sure; never guess. Values are plain text as written in the résumé.`;

export interface StructureInput {
  userId: string;
  text: string;
  ask: ModelClient;
  modelOverride?: string;
  leaseMs: number;
  plansUrl?: string;
}

/**
 * "Ask the AI model" on Start from your résumé: the server's model reads the résumé's text (which
 * the browser extracted) for the details the built-in parser left empty. Its tokens are charged
 * as a fill is (reserved first, settled on the answer, listed as 'Résumé' in the history).
 */
export async function structureResume(db: Db, input: StructureInput) {
  const messages = [
    { role: 'system' as const, content: PROMPT },
    { role: 'user' as const, content: input.text },
  ];
  const reservation = await reserveModelCredits(
    db,
    {
      userId: input.userId,
      model: RATE_MODEL,
      promptTokens: Math.ceil((PROMPT.length + input.text.length) / 3),
      maxTokens: MAX_TOKENS,
      leaseMs: input.leaseMs,
    },
    { plansUrl: input.plansUrl },
  );
  if (!reservation) throw new Error('structureResume: no reservation without an idempotency key');
  const model = input.modelOverride ?? RATE_MODEL;
  let reply: Awaited<ReturnType<ModelClient>>;
  try {
    reply = await input.ask({ model, messages, maxTokens: reservation.maxTokens });
  } catch (error) {
    await releaseModelCredits(db, input.userId, reservation.id).catch(() => undefined);
    throw error;
  }
  const details = readDetails(reply.content);
  const totalTokens = reply.promptTokens + reply.completionTokens;
  const spent = await spendCredits(
    db,
    {
      userId: input.userId,
      templateName: 'Résumé',
      model,
      balanceUsed: Math.min(modelTokenCredits(RATE_MODEL, totalTokens), reservation.credits),
      filledFields: Object.keys(details).length,
      status: 'success',
      promptTokens: reply.promptTokens,
      completionTokens: reply.completionTokens,
      totalTokens,
      reservationId: reservation.id,
    },
    { plansUrl: input.plansUrl },
  );
  return { details, credits: spent.record.balance_used, balance: spent.balance };
}

/** The keys the model answered with text, trimmed; anything else in its answer is dropped. */
function readDetails(content: string): Record<string, string> {
  const json = content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  const answer = answerSchema.safeParse(parsed);
  if (!answer.success) return {};
  const details: Record<string, string> = {};
  for (const key of RESUME_DETAIL_KEYS) {
    const value = answer.data[key];
    if (typeof value === 'string' && value.trim() !== '')
      details[key] = value.trim().slice(0, LONG_KEYS.has(key) ? LONG_VALUE : SHORT_VALUE);
  }
  return details;
}
