import { LoadError } from '#components/load-error.tsx';
import { useUsageSummary } from '../api/get-usage-summary.ts';
import type { ContentCounts } from '../utils/content-count.ts';
import { ModelUsageCard } from './model-usage-card.tsx';
import { OutOfCreditsNotice } from './out-of-credits-notice.tsx';
import { TransactionHistory } from './transaction-history.tsx';
import { UsageChartCard } from './usage-chart-card.tsx';
import { UsageOverview } from './usage-overview.tsx';

interface UsageDashboardProps {
  plan: string;
  nextRefresh: string | null;
  /** The user's balance from /api/me, shown on the Balance card. */
  balance?: number | null | undefined;
  /** Templates, components and projects, counted from the lists the app already holds. */
  counts: ContentCounts;
}

/**
 * The dashboard's usage sections (docs/product.md#dashboard): out of credits when the balance is
 * spent, the four overall cards, the two AI cards with the per-model figures, the 30-day chart and
 * the transaction history.
 */
export function UsageDashboard({ plan, nextRefresh, balance, counts }: UsageDashboardProps) {
  const summary = useUsageSummary();
  const isUnavailable = summary.isError && summary.data === undefined;

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      {isUnavailable ? (
        <LoadError
          message="We couldn't load your usage figures."
          error={summary.error}
          onRetry={() => summary.refetch()}
          isRetrying={summary.isFetching}
        />
      ) : null}
      <OutOfCreditsNotice plan={plan} nextRefresh={nextRefresh} balance={balance} />
      <UsageOverview
        summary={summary.data}
        isUnavailable={isUnavailable}
        counts={counts}
        plan={plan}
        nextRefresh={nextRefresh}
        balance={balance}
        aside={<ModelUsageCard byModel={summary.data?.byModel} />}
      />
      <UsageChartCard daily={summary.data?.daily} />
      <TransactionHistory />
    </div>
  );
}
