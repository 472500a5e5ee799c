import { modelDisplayName, type UsageRecord } from '@filldeck/shared';
import type { ReactNode } from 'react';
import { formatNumber } from '#lib/format.ts';
import { formatUsageTime } from '../utils/daily-usage.ts';
import { UsageStatusBadge } from './usage-status-badge.tsx';

const COLUMNS = ['Template', 'Site', 'Model', 'Fields filled', 'Tokens', 'Credits', 'Status', 'Time'] as const;
const NUMERIC = new Set<string>(['Fields filled', 'Tokens', 'Credits']);
const cellBase = 'px-3 py-2.5 first:pl-4 last:pr-4 sm:first:pl-5 sm:last:pr-5';

function Cell({ column, children }: { column: (typeof COLUMNS)[number]; children: ReactNode }) {
  const align = NUMERIC.has(column) ? 'text-right tabular-nums' : 'text-left';
  return <td className={`${cellBase} ${align} whitespace-nowrap`}>{children}</td>;
}

interface TransactionTableProps {
  records: readonly UsageRecord[];
  /** Rows drawn as placeholders under the records (while a page loads). */
  skeletonRows?: ReactNode;
  labelledBy: string;
}

/** The transaction history rows: Template, Site (the page filled), Model, Fields filled, Tokens, Credits, Status, Time. */
export function TransactionTable({ records, skeletonRows, labelledBy }: TransactionTableProps) {
  return (
    // Scrolls sideways on phones; focusable so keyboard users can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-labelledby={labelledBy} tabIndex={0} className="overflow-x-auto focus-visible:outline-2">
      <table className="w-full min-w-[52rem] text-sm">
        <thead className="bg-zinc-50 text-xs text-zinc-600 dark:bg-zinc-900/60 dark:text-zinc-400">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={`${cellBase} font-medium ${NUMERIC.has(column) ? 'text-right' : 'text-left'}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {records.map((record) => (
            <tr key={record.id}>
              <td className={`${cellBase} max-w-[16rem] truncate font-medium`} title={record.template_name}>
                {record.template_name}
              </td>
              <td className={`${cellBase} max-w-[12rem] truncate`} title={record.site ?? undefined}>
                {record.site ?? '—'}
              </td>
              <Cell column="Model">{modelDisplayName(record.model)}</Cell>
              <Cell column="Fields filled">{formatNumber(record.filled_fields)}</Cell>
              <Cell column="Tokens">{formatNumber(record.total_tokens)}</Cell>
              <Cell column="Credits">{formatNumber(record.balance_used)}</Cell>
              <Cell column="Status">
                <UsageStatusBadge status={record.status} />
              </Cell>
              <Cell column="Time">
                <time dateTime={record.timestamp}>{formatUsageTime(record.timestamp)}</time>
              </Cell>
            </tr>
          ))}
          {skeletonRows}
        </tbody>
      </table>
    </section>
  );
}
