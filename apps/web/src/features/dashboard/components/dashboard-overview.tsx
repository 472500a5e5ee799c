import { type Me, messages } from '@filldeck/shared';
import { Coins } from 'lucide-react';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { displayBalance, displayName } from '../../../lib/user-display.ts';
import { PlanCard } from './plan-card.tsx';
import { StatCard } from './stat-card.tsx';

/** The dashboard's first row, all from /api/me: the credit balance and the plan with its limits. */
export function DashboardOverview({ user }: { user: Me }) {
  const refresh = formatDate(user.nextRefresh);
  const name = displayName(user.displayName);

  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome back, ${name}.`} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-4">
        <StatCard
          title={messages.dashboard.balance}
          value={formatNumber(displayBalance(user.balance))}
          icon={Coins}
          caption={refresh ? `AI credits · refills on ${refresh}` : 'AI credits'}
        />
        <PlanCard user={user} className="lg:col-span-3" />
      </div>
    </>
  );
}
