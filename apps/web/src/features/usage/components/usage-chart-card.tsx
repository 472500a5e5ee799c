import type { UsageDay as DailyUsage } from '@filldeck/shared';
import { useId } from 'react';
import { Card } from '#components/ui/card.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { formatNumber } from '#lib/format.ts';
import { dailyTotals, formatLongDay } from '../utils/daily-usage.ts';
import { UsageChart } from './usage-chart.tsx';
import { UsageDataTable } from './usage-data-table.tsx';

function summaryText(daily: readonly DailyUsage[]): string {
  const totals = dailyTotals(daily);
  if (totals.transactions === 0) return 'No AI usage in the last 30 days.';
  const busiest = totals.busiest
    ? ` The busiest day was ${formatLongDay(totals.busiest.date)} with ${formatNumber(totals.busiest.credits)} credits.`
    : '';
  return `${formatNumber(totals.credits)} credits used in ${formatNumber(totals.transactions)} transactions, filling ${formatNumber(totals.fields)} fields.${busiest}`;
}

/** Credits used per day over the last 30 days: a bar chart, its summary, and a table for screen readers. */
export function UsageChartCard({ daily }: { daily: readonly DailyUsage[] | undefined }) {
  const titleId = useId();
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="text-base font-semibold">
          Usage over the last 30 days
        </h2>
        {daily === undefined ? (
          <div className="mt-4 flex flex-col gap-3">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-60 w-full" />
          </div>
        ) : (
          <figure className="mt-1">
            <figcaption className="text-sm text-zinc-600 dark:text-zinc-400">{summaryText(daily)}</figcaption>
            <div className="mt-4">
              <UsageChart daily={daily} />
            </div>
            <UsageDataTable daily={daily} />
          </figure>
        )}
      </section>
    </Card>
  );
}
