import { z } from 'zod';
import { AI_MODELS } from '../field-types.ts';
import { PLAN_IDS } from '../plans.ts';
import { BILLING_CYCLES, PAID_PLAN_IDS } from '../pricing.ts';

/** Request and response bodies of the credits, usage and subscription API (docs/api-billing.md). */

/** Models the usage breakdown always lists (docs/product.md#usage), in display order. */
export const USAGE_MODELS = AI_MODELS.map((m) => m.value);

export const USAGE_PAGE_DEFAULT = 20;
export const USAGE_PAGE_MAX = 100;

/** `GET /api/usage?limit=&cursor=` */
export const usageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(USAGE_PAGE_MAX).default(USAGE_PAGE_DEFAULT),
  cursor: z.string().min(1).max(512).optional(),
});
export type UsageQuery = z.output<typeof usageQuerySchema>;

/** One AI usage record with the documented field names
 * (docs/product.md#what-we-keep-about-each-thing). */
export const usageRecordSchema = z.object({
  id: z.string(),
  template_name: z.string(),
  model: z.string(),
  balance_used: z.number(),
  filled_fields: z.number(),
  status: z.string(),
  timestamp: z.string(),
  prompt_tokens: z.number(),
  completion_tokens: z.number(),
  total_tokens: z.number(),
  /** The host name of the page filled; null for records made before sites were kept. */
  site: z.string().nullable(),
});
export type UsageRecord = z.infer<typeof usageRecordSchema>;

export const usagePageSchema = z.object({
  items: z.array(usageRecordSchema),
  nextCursor: z.string().nullable(),
});
export type UsagePage = z.infer<typeof usagePageSchema>;

export const usageByModelSchema = z.object({
  model: z.string(),
  transactions: z.number(),
  tokens: z.number(),
  credits: z.number(),
});

export const usageDaySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  transactions: z.number(),
  credits: z.number(),
  fields: z.number(),
  /** Sum of the day's total_tokens. */
  tokens: z.number(),
});
export type UsageDay = z.infer<typeof usageDaySchema>;

/** `GET /api/usage/summary`: the dashboard's AI usage figures (usage only: no counts, no balance). */
export const usageSummarySchema = z.object({
  aiTransactions: z.number(),
  aiFieldsFilled: z.number(),
  creditsUsed: z.number(),
  byModel: z.array(usageByModelSchema),
  daily: z.array(usageDaySchema),
});
export type UsageSummary = z.infer<typeof usageSummarySchema>;

export const createSubscriptionRequestSchema = z.object({
  plan: z.enum(PAID_PLAN_IDS),
  billingCycle: z.enum(BILLING_CYCLES),
});
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;

export const createSubscriptionResponseSchema = z.object({
  subscriptionId: z.string(),
  approveUrl: z.string(),
});

const subscriptionIdSchema = z.string().trim().min(1, 'subscriptionId is required').max(200);

export const confirmSubscriptionRequestSchema = z.object({ subscriptionId: subscriptionIdSchema });

export const confirmSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  plan: z.enum(PLAN_IDS),
  billingCycle: z.enum(BILLING_CYCLES),
  status: z.string(),
});
export type ConfirmSubscriptionResponse = z.infer<typeof confirmSubscriptionResponseSchema>;

/** 202 from `POST /api/confirm_subscription`: the provider approved but has not activated it yet. */
export const pendingConfirmationSchema = z.object({ pending: z.literal(true), status: z.string() });
export type PendingConfirmation = z.infer<typeof pendingConfirmationSchema>;

/** `none`: a server reached beyond this machine without PayPal: paid plans cannot be bought there. */
export const PAYMENT_PROVIDER_KINDS = ['paypal', 'sandbox', 'none'] as const;

/** Said by a server without a payment provider, on the plans and by every checkout route. */
export const PAYMENTS_NOT_SET_UP = 'Payments are not set up on this server.';
export type PaymentProviderKind = (typeof PAYMENT_PROVIDER_KINDS)[number];

/** `GET /api/payment_provider` (public): PayPal, or the local payment sandbox. */
export const paymentProviderResponseSchema = z.object({ provider: z.enum(PAYMENT_PROVIDER_KINDS) });

export const cancelSubscriptionRequestSchema = z.object({ subscriptionId: subscriptionIdSchema });

/** POST /api/resume_subscription: takes back a cancellation while the paid period runs. */
export const resumeSubscriptionRequestSchema = z.object({ subscriptionId: subscriptionIdSchema });

/** Where the provider sends the browser back: `/subscription/paypal?status=approved|cancelled`. */
export const CHECKOUT_RETURN_PATH = '/subscription/paypal';
