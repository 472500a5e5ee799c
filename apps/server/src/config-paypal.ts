import type { BillingCycle, PaidPlanId } from '@filldeck/shared';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = z.preprocess(emptyToUndefined, z.string().optional());

export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';

/** PayPal's variables (docs/api-billing.md#subscriptions); without them the local sandbox provider is used. */
export const paypalEnvSchema = z.object({
  PAYPAL_CLIENT_ID: optional,
  PAYPAL_CLIENT_SECRET: optional,
  PAYPAL_WEBHOOK_ID: optional,
  PAYPAL_API_BASE: z.preprocess(emptyToUndefined, z.url().default(PAYPAL_SANDBOX_API)),
  PAYPAL_PLAN_BASIC_MONTHLY: optional,
  PAYPAL_PLAN_BASIC_ANNUAL: optional,
  PAYPAL_PLAN_PROFESSIONAL_MONTHLY: optional,
  PAYPAL_PLAN_PROFESSIONAL_ANNUAL: optional,
});
type PaypalEnv = z.output<typeof paypalEnvSchema>;

/** The PayPal billing plan id of each FillDeck plan and cycle. */
export type PaypalPlanIds = Record<PaidPlanId, Record<BillingCycle, string>>;

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  apiBase: string;
  planIds: PaypalPlanIds;
}

/** Every variable PayPal needs; PAYPAL_API_BASE has a default. */
export const PAYPAL_REQUIRED = [
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_WEBHOOK_ID',
  'PAYPAL_PLAN_BASIC_MONTHLY',
  'PAYPAL_PLAN_BASIC_ANNUAL',
  'PAYPAL_PLAN_PROFESSIONAL_MONTHLY',
  'PAYPAL_PLAN_PROFESSIONAL_ANNUAL',
] as const;

/**
 * PayPal when all of its variables are set, the sandbox (undefined) when none is; a partial set
 * is a mistake, reported as one line per missing variable.
 */
export function readPaypalConfig(e: PaypalEnv): { paypal: PaypalConfig | undefined; missing: string[] } {
  const set = PAYPAL_REQUIRED.filter((name) => e[name] !== undefined);
  if (set.length === 0) return { paypal: undefined, missing: [] };
  const missing = PAYPAL_REQUIRED.filter((name) => e[name] === undefined);
  if (missing.length > 0) return { paypal: undefined, missing };
  const value = (name: (typeof PAYPAL_REQUIRED)[number]) => e[name] ?? '';
  return {
    missing: [],
    paypal: {
      clientId: value('PAYPAL_CLIENT_ID'),
      clientSecret: value('PAYPAL_CLIENT_SECRET'),
      webhookId: value('PAYPAL_WEBHOOK_ID'),
      apiBase: e.PAYPAL_API_BASE.replace(/\/$/, ''),
      planIds: {
        basic: { monthly: value('PAYPAL_PLAN_BASIC_MONTHLY'), annual: value('PAYPAL_PLAN_BASIC_ANNUAL') },
        professional: {
          monthly: value('PAYPAL_PLAN_PROFESSIONAL_MONTHLY'),
          annual: value('PAYPAL_PLAN_PROFESSIONAL_ANNUAL'),
        },
      },
    },
  };
}
