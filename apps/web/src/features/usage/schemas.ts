import { z } from 'zod';

/**
 * Shapes of GET /api/usage and GET /api/usage/summary (docs/api-billing.md). Parsed so a server
 * change shows up as one clear error instead of NaN in a card.
 */
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
});
export type UsageRecord = z.infer<typeof usageRecordSchema>;

export const usagePageSchema = z.object({
  items: z.array(usageRecordSchema),
  nextCursor: z.string().nullable(),
});
export type UsagePage = z.infer<typeof usagePageSchema>;

export const usageSummarySchema = z.object({
  aiTransactions: z.number(),
  aiFieldsFilled: z.number(),
  creditsUsed: z.number(),
  byModel: z.array(z.object({ model: z.string(), transactions: z.number(), tokens: z.number(), credits: z.number() })),
  daily: z.array(z.object({ date: z.string(), transactions: z.number(), credits: z.number(), fields: z.number() })),
  counts: z.object({ templates: z.number(), components: z.number(), projects: z.number() }),
  balance: z.number().nullish(),
});
export type UsageSummary = z.infer<typeof usageSummarySchema>;
export type DailyUsage = UsageSummary['daily'][number];
export type ModelUsage = UsageSummary['byModel'][number];
