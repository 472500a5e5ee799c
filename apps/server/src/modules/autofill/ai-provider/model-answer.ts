import { type AutofillResponse, type FillValue, type PageField, texts } from '@filldeck/shared';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { fitValueToField } from '../local-matcher/fit-value-to-field.ts';

const answerSchema = z.object({
  values: z.record(z.string(), z.union([z.string(), z.boolean(), z.number(), z.null()])),
});

export interface ModelValues {
  /** Requested keys the model answered, each formatted for its control. */
  values: Record<string, FillValue>;
  /** Requested keys the model left empty or answered with something the control cannot take. */
  declined: string[];
}

/**
 * Reads the model's JSON answer: null when it is not the agreed shape; keys nobody asked about
 * are dropped; every value goes through the same fitting as the local matcher's (an option of
 * the control, a boolean for a checkbox, the control's date format, within maxlength).
 */
export function readModelAnswer(content: string, fields: PageField[]): ModelValues | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    return null;
  }
  const answer = answerSchema.safeParse(parsed);
  if (!answer.success) return null;
  const result: ModelValues = { values: {}, declined: [] };
  for (const field of fields) {
    const value = Object.hasOwn(answer.data.values, field.key) ? answer.data.values[field.key] : null;
    const fitted = fit(value ?? null, field);
    if (fitted === null) result.declined.push(field.key);
    else result.values[field.key] = fitted;
  }
  return result;
}

function fit(value: string | number | boolean | null, field: PageField): FillValue | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return field.kind === 'checkbox' ? value : null;
  const text = String(value).trim();
  if (text === '') return null;
  const fitted = fitValueToField(text, field);
  return 'value' in fitted ? fitted.value : null;
}

/** The 502 of a model fill whose answer could not be read: its tokens were charged, and `usage` says so. */
export function unreadableAnswerError(usage: AutofillResponse['usage']): AppError {
  return new AppError(502, 'UPSTREAM_FAILED', texts.autofill.modelUnreadable(usage.credits), {
    body: { usage },
  });
}
