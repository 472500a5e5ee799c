import type { UsageSummary } from '@filldeck/shared';
import { messages, normalizePlan, PLAN_LIMITS, PLAN_NAMES } from '@filldeck/shared';
import { Blocks, Coins, FileText, FolderKanban, ListChecks, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { balanceFigure } from '../utils/balance-figure.ts';
import { countCaption } from '../utils/count-caption.ts';
import { StatCard } from './stat-card.tsx';

interface UsageOverviewProps {
  /** Undefined while loading: the cards show skeletons. */
  summary: UsageSummary | undefined;
  /** The summary could not be loaded: the cards show a dash instead of a skeleton. */
  isUnavailable?: boolean;
  plan: string;
  nextRefresh: string | null;
  /** The user's balance from /api/me: the Balance card shows it when the summary is unavailable. */
  balance?: number | null | undefined;
  /** Shown beside the two AI cards on wide screens (the per-model figures). */
  aside?: ReactNode;
}

/** The dashboard's figures: four overall cards (with the plan's limits) and the two AI cards. */
export function UsageOverview({
  summary,
  isUnavailable = false,
  plan,
  nextRefresh,
  balance,
  aside,
}: UsageOverviewProps) {
  const figure = (value: number | undefined) =>
    value !== undefined ? formatNumber(value) : isUnavailable ? '—' : undefined;
  const planId = normalizePlan(plan);
  const limits = PLAN_LIMITS[planId];
  const planName = PLAN_NAMES[planId];
  const refresh = formatDate(nextRefresh);
  const counts = summary?.counts;

  return (
    <section aria-labelledby="usage-overview-title" className="flex flex-col gap-4">
      <h2 id="usage-overview-title" className="sr-only">
        Usage overview
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          title={messages.dashboard.templates}
          icon={FileText}
          value={figure(counts?.templates)}
          caption={countCaption(counts?.templates, limits.templates, planName)}
        />
        <StatCard
          title={messages.dashboard.components}
          icon={Blocks}
          value={figure(counts?.components)}
          caption={countCaption(counts?.components, limits.components, planName)}
        />
        <StatCard
          title={messages.dashboard.projects}
          icon={FolderKanban}
          value={figure(counts?.projects)}
          caption={countCaption(counts?.projects, limits.projects, planName)}
        />
        <StatCard
          title={messages.dashboard.balance}
          icon={Coins}
          value={figure(balanceFigure(summary, isUnavailable, balance))}
          caption={refresh ? `credits · refills on ${refresh}` : 'credits'}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          title={messages.dashboard.aiTransactions}
          icon={Sparkles}
          value={figure(summary?.aiTransactions)}
          caption={summary ? `All time · ${formatNumber(summary.creditsUsed)} credits used` : undefined}
        />
        <StatCard
          title={messages.dashboard.aiFieldsFilled}
          icon={ListChecks}
          value={figure(summary?.aiFieldsFilled)}
          caption="All time · form fields the AI filled"
        />
        {aside ? <div className="col-span-2 min-w-0">{aside}</div> : null}
      </div>
    </section>
  );
}
