import { type Me, normalizePlan, PLAN_LIMITS, PLAN_NAMES } from '@filldeck/shared';
import { Link } from 'react-router';
import { PlanBadge } from '../../../components/plan-badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';

type PlanCardUser = Pick<Me, 'plan' | 'status' | 'billingCycle' | 'nextBillingTime'>;

/** The user's plan and everything it allows (spec section 9), with the way to change it. */
export function PlanCard({ user }: { user: PlanCardUser }) {
  const plan = normalizePlan(user.plan);
  const limits = PLAN_LIMITS[plan];
  const nextBilling = formatDate(user.nextBillingTime);
  const rows: Array<[string, string]> = [
    ['Templates', formatNumber(limits.templates)],
    ['Components', formatNumber(limits.components)],
    ['Projects', formatNumber(limits.projects)],
    ['Fields per template', formatNumber(limits.fieldsPerTemplate)],
    ['Monthly credits', formatNumber(limits.monthlyCredits)],
  ];
  if (user.billingCycle) rows.push(['Billing', user.billingCycle === 'annual' ? 'Annual' : 'Monthly']);
  if (nextBilling) rows.push(['Next billing', nextBilling]);

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-zinc-600 dark:text-zinc-400">Your plan</h2>
        <PlanBadge plan={plan} />
      </div>
      <p className="text-xl font-semibold tracking-tight">
        {PLAN_NAMES[plan]}{' '}
        <span className="text-sm font-normal text-zinc-600 capitalize dark:text-zinc-400">
          · {user.status.replaceAll('_', ' ')}
        </span>
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-zinc-600 dark:text-zinc-400">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <Link to="/subscription" className={buttonClasses(plan === 'free' ? 'primary' : 'secondary', 'sm', 'self-start')}>
        {plan === 'free' ? 'Upgrade plan' : 'Manage subscription'}
      </Link>
    </Card>
  );
}
