import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const count = (fallback: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(max).default(fallback));

/**
 * Limits of `POST /api/autofill` per user (.env.example, docs/api-autofill.md#limits): a person
 * fills a page, checks the preview and moves on, so 20 fills a minute and 2 at once leave room
 * for retries and several tabs while keeping one account from taking the server's time.
 */
export const autofillEnvSchema = z.object({
  AUTOFILL_RATE_LIMIT_MAX: count(20, 100_000),
  AUTOFILL_RATE_LIMIT_WINDOW: count(60, 86_400),
  AUTOFILL_CONCURRENT_MAX: count(2, 100),
});
type AutofillEnv = z.output<typeof autofillEnvSchema>;

export interface AutofillRateLimit {
  /** Fills per window (seconds) per user. */
  max: number;
  window: number;
  /** Fills of one user running at once on one server. */
  concurrent: number;
}

export const DEFAULT_AUTOFILL_RATE_LIMIT: AutofillRateLimit = autofillLimitsOf(autofillEnvSchema.parse({}));

export function autofillLimitsOf(env: AutofillEnv): AutofillRateLimit {
  return {
    max: env.AUTOFILL_RATE_LIMIT_MAX,
    window: env.AUTOFILL_RATE_LIMIT_WINDOW,
    concurrent: env.AUTOFILL_CONCURRENT_MAX,
  };
}
