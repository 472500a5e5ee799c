import { type Me, messages, normalizePlan, PLAN_LIMITS, PLAN_NAMES, STARTING_BALANCE } from '@filldeck/shared';
import { Coins, FileText, FolderOpen, Layers } from 'lucide-react';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { PlanCard } from './plan-card.tsx';
import { StatCard } from './stat-card.tsx';

/** The dashboard's first row: what the plan allows and the credit balance, all from /api/me. */
export function DashboardOverview({ user }: { user: Me }) {
  const plan = normalizePlan(user.plan);
  const limits = PLAN_LIMITS[plan];
  const planName = PLAN_NAMES[plan];
  const balance = Number.isFinite(user.balance) ? user.balance : STARTING_BALANCE;
  const refresh = formatDate(user.nextRefresh);
  const name = user.displayName.trim() || messages.shell.guest;

  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome back, ${name}.`} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title={messages.dashboard.templates}
          value={formatNumber(limits.templates)}
          icon={FileText}
          caption={`Templates allowed on ${planName}`}
        />
        <StatCard
          title={messages.dashboard.components}
          value={formatNumber(limits.components)}
          icon={Layers}
          caption={`Components allowed on ${planName}`}
        />
        <StatCard
          title={messages.dashboard.projects}
          value={formatNumber(limits.projects)}
          icon={FolderOpen}
          caption={`Projects allowed on ${planName}`}
        />
        <StatCard
          title={messages.dashboard.balance}
          value={formatNumber(balance)}
          icon={Coins}
          caption={refresh ? `Credits · refills on ${refresh}` : 'Credits'}
        />
      </div>
      <div className="mt-4">
        <PlanCard user={user} />
      </div>
    </>
  );
}
