import type { UsageDay as DailyUsage } from '@filldeck/shared';
import { formatNumber } from '#lib/format.ts';
import { formatLongDay } from '../utils/daily-usage.ts';

/** The chart's figures day by day, for screen readers (visually hidden). */
export function UsageDataTable({ daily }: { daily: readonly DailyUsage[] }) {
  return (
    // Wrapped: a table ignores the 1 px box of sr-only and would widen the page.
    <div className="sr-only">
      <table>
        <caption>AI usage per day, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Credits</th>
            <th scope="col">Transactions</th>
            <th scope="col">Fields filled</th>
            <th scope="col">Tokens</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatLongDay(day.date)}</th>
              <td>{formatNumber(day.credits)}</td>
              <td>{formatNumber(day.transactions)}</td>
              <td>{formatNumber(day.fields)}</td>
              <td>{formatNumber(day.tokens)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
