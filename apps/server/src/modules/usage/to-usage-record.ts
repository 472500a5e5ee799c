import type { UsageRecord } from '@filldeck/shared';
import { getTableColumns } from 'drizzle-orm';
import { autofillUsage } from '../../db/schema.ts';

/** A usage row without the stored fill response (only an idempotent replay reads that). */
export type UsageRow = Omit<typeof autofillUsage.$inferSelect, 'response'>;

const { response: _response, ...recordColumns } = getTableColumns(autofillUsage);
/** The columns a usage record is made of: `db.select(usageRecordColumns)`. */
export const usageRecordColumns = recordColumns;

/**
 * A usage row as the API returns it: the documented field names
 * (docs/product.md#what-we-keep-about-each-thing, docs/api-billing.md), ISO timestamp.
 */
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
    site: row.site,
  };
}
