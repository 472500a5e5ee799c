import { type Me, messages, normalizePlan, PLAN_LIMITS, PLAN_NAMES } from '@filldeck/shared';
import { Link } from 'react-router';
import { PlanBadge } from '../../../components/plan-badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { displayStatus } from '../../../lib/user-display.ts';

type PlanCardUser = Pick<Me, 'plan' | 'status' | 'billingCycle' | 'nextBillingTime'>;

/** The user's plan and what it allows (spec section 9), with the way to change it. */
export function PlanCard({ user, className }: { user: PlanCardUser; className?: string }) {
  const plan = normalizePlan(user.plan);
  const limits = PLAN_LIMITS[plan];
  const nextBilling = formatDate(user.nextBillingTime);
  const rows: Array<[string, string]> = [
    [messages.dashboard.templates, formatNumber(limits.templates)],
    [messages.dashboard.components, formatNumber(limits.components)],
    [messages.dashboard.projects, formatNumber(limits.projects)],
    ['Fields per template', formatNumber(limits.fieldsPerTemplate)],
    ['Monthly credits', formatNumber(limits.monthlyCredits)],
  ];

  return (
    <Card className={cn('flex flex-col gap-4 p-5', className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-zinc-600 dark:text-zinc-400">Your plan</h2>
        <PlanBadge plan={plan} />
      </div>
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <p className="text-xl font-semibold tracking-tight">{PLAN_NAMES[plan]}</p>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Status: {displayStatus(user.status)}
          {user.billingCycle ? ` · billed ${user.billingCycle === 'annual' ? 'annually' : 'monthly'}` : null}
          {nextBilling ? ` · next payment ${nextBilling}` : null}
        </p>
      </div>
      <div>
        <h3 className="text-xs font-medium text-zinc-600 dark:text-zinc-400">Plan limits</h3>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-5">
          {rows.map(([label, value]) => (
            <div key={label} className="border-l-2 border-zinc-200 pl-3 dark:border-zinc-700">
              <dt className="text-xs text-zinc-600 dark:text-zinc-400">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Link to="/subscription" className={buttonClasses(plan === 'free' ? 'primary' : 'secondary', 'sm', 'self-start')}>
        {plan === 'free' ? 'Upgrade plan' : 'Manage subscription'}
      </Link>
    </Card>
  );
}
