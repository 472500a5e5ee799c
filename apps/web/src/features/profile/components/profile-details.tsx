import { BILLING_CYCLE_NAMES, isPaidPlanId, type Me, normalizePlan, PLAN_NAMES } from '@filldeck/shared';
import { PlanBadge } from '#components/plan-badge.tsx';
import { Card } from '#components/ui/card.tsx';
import { UserAvatar } from '#components/user-avatar.tsx';
import { formatDateTime, formatNumber } from '#lib/format.ts';
import { displayBalance, displayName, displayStatus } from '#lib/user-display.ts';

const PROVIDER_NAMES: Record<string, string> = {
  credential: 'Email and password',
  email: 'Email and password',
  password: 'Email and password',
  google: 'Google',
  'google.com': 'Google',
};

function providerNames(user: Me): string {
  const names = new Set(user.providerData.map(({ providerId }) => PROVIDER_NAMES[providerId] ?? providerId));
  return names.size > 0 ? [...names].join(', ') : '—';
}

/** The profile's read-only details (docs/product.md#profile-and-account). */
export function ProfileDetails({ user }: { user: Me }) {
  const name = displayName(user.displayName);
  const plan = normalizePlan(user.plan);
  const paid = isPaidPlanId(plan);
  const rows: Array<[string, string]> = [
    ['User ID', user.uid],
    ['Name', name],
    ['Email', user.email],
    ['Email verified', user.emailVerified ? 'Yes' : 'No'],
    ['Sign-in providers', providerNames(user)],
    ['Plan', PLAN_NAMES[plan]],
    ['Status', displayStatus(user.status)],
    ['Billing cycle', paid && user.billingCycle ? BILLING_CYCLE_NAMES[user.billingCycle] : '—'],
    ['Subscription ID', (paid && user.subscriptionId) || '—'],
    ['Next billing date', (paid && formatDateTime(user.nextBillingTime)) || '—'],
    ['Balance', formatNumber(displayBalance(user.balance))],
    ['Next credit refresh', formatDateTime(user.nextRefresh) ?? '—'],
    ['Member since', formatDateTime(user.creationTime) ?? '—'],
    ['Last sign-in', formatDateTime(user.lastSignInTime) ?? '—'],
  ];

  return (
    <Card>
      <div className="flex items-center gap-4 border-b border-zinc-200 p-5 dark:border-zinc-800">
        <UserAvatar photoURL={user.photoURL} alt={`Photo of ${name}`} className="size-14" />
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold">{name}</h2>
          <PlanBadge plan={user.plan} className="mt-1.5" />
        </div>
      </div>
      <dl className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-5 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-zinc-600 dark:text-zinc-400">{label}</dt>
            <dd className="text-sm break-words sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
