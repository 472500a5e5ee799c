import type { UsageRecord } from '@filldeck/shared';
import type { autofillUsage } from '../../db/schema.ts';

export type UsageRow = typeof autofillUsage.$inferSelect;

/** A usage row as the API returns it: the spec's field names (section 3), ISO timestamp. */
export function toUsageRecord(row: UsageRow): UsageRecord {
  return {
    id: row.id,
    template_name: row.templateName,
    model: row.model,
    balance_used: row.balanceUsed,
    filled_fields: row.filledFields,
    status: row.status,
    timestamp: row.timestamp.toISOString(),
    prompt_tokens: row.promptTokens,
    completion_tokens: row.completionTokens,
    total_tokens: row.totalTokens,
  };
}
