import { modelDisplayName, type UsageRecord } from '@filldeck/shared';
import { formatNumber } from '#lib/format.ts';
import { formatUsageTime } from '../utils/daily-usage.ts';
import { UsageStatusBadge } from './usage-status-badge.tsx';

/** The transaction history on phones: one compact block per record instead of a wide table. */
export function TransactionList({ records, labelledBy }: { records: readonly UsageRecord[]; labelledBy: string }) {
  return (
    <ul
      aria-labelledby={labelledBy}
      className="divide-y divide-zinc-200 border-t border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
    >
      {records.map((record) => (
        <li key={record.id} className="flex flex-col gap-1 px-4 py-3 text-sm">
          <div className="flex items-center justify-between gap-2">
            <span className="min-w-0 truncate font-medium">{record.template_name}</span>
            <UsageStatusBadge status={record.status} />
          </div>
          {record.site && <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">{record.site}</p>}
          <p className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
            {modelDisplayName(record.model)} · {formatNumber(record.filled_fields)} fields ·{' '}
            {formatNumber(record.total_tokens)} tokens · {formatNumber(record.balance_used)} credits
          </p>
          <time dateTime={record.timestamp} className="text-xs text-zinc-600 dark:text-zinc-400">
            {formatUsageTime(record.timestamp)}
          </time>
        </li>
      ))}
    </ul>
  );
}
