import type { UsageSummary } from '@filldeck/shared';
import { normalizePlan, PLAN_LIMITS, PLAN_NAMES, texts } from '@filldeck/shared';
import { Blocks, Coins, FileText, FolderKanban, ListChecks, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate, formatNumber } from '#lib/format.ts';
import { displayBalance } from '#lib/user-display.ts';
import type { ContentCount, ContentCounts } from '../utils/content-count.ts';
import { countCaption } from '../utils/count-caption.ts';
import { StatCard } from './stat-card.tsx';

interface UsageOverviewProps {
  /** The AI usage figures; undefined while loading: the AI cards show skeletons. */
  summary: UsageSummary | undefined;
  /** The summary could not be loaded: the AI cards show a dash instead of a skeleton. */
  isUnavailable?: boolean;
  /** Templates, components and projects, counted from the lists the app already holds. */
  counts: ContentCounts;
  plan: string;
  nextRefresh: string | null;
  /** The user's balance from /api/me (the starting 500 when missing). */
  balance?: number | null | undefined;
  /** Shown beside the two AI cards on wide screens (the per-model figures). */
  aside?: ReactNode;
}

/** The dashboard's figures: four overall cards (with the plan's limits) and the two AI cards. */
export function UsageOverview({
  summary,
  isUnavailable = false,
  counts,
  plan,
  nextRefresh,
  balance,
  aside,
}: UsageOverviewProps) {
  const figure = (value: number | undefined) =>
    value !== undefined ? formatNumber(value) : isUnavailable ? '—' : undefined;
  const count = (value: ContentCount) => (value === null ? '—' : value === undefined ? undefined : formatNumber(value));
  const planId = normalizePlan(plan);
  const limits = PLAN_LIMITS[planId];
  const planName = PLAN_NAMES[planId];
  const refresh = formatDate(nextRefresh);

  return (
    <section aria-labelledby="usage-overview-title" className="flex flex-col gap-4">
      <h2 id="usage-overview-title" className="sr-only">
        Usage overview
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          title={texts.dashboard.templates}
          icon={FileText}
          value={count(counts.templates)}
          caption={countCaption(counts.templates ?? undefined, limits.templates, planName)}
        />
        <StatCard
          title={texts.dashboard.components}
          icon={Blocks}
          value={count(counts.components)}
          caption={countCaption(counts.components ?? undefined, limits.components, planName)}
        />
        <StatCard
          title={texts.dashboard.projects}
          icon={FolderKanban}
          value={count(counts.projects)}
          caption={countCaption(counts.projects ?? undefined, limits.projects, planName)}
        />
        <StatCard
          title={texts.dashboard.balance}
          icon={Coins}
          value={formatNumber(displayBalance(balance))}
          caption={refresh ? `credits · refills on ${refresh}` : 'credits'}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          title={texts.dashboard.aiTransactions}
          icon={Sparkles}
          value={figure(summary?.aiTransactions)}
          caption={summary ? `All time · ${formatNumber(summary.creditsUsed)} credits used` : undefined}
        />
        <StatCard
          title={texts.dashboard.aiFieldsFilled}
          icon={ListChecks}
          value={figure(summary?.aiFieldsFilled)}
          caption="All time · form fields the AI filled"
        />
        {aside ? <div className="col-span-2 min-w-0">{aside}</div> : null}
      </div>
    </section>
  );
}
