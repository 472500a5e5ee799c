import { FILE_STORAGE_BYTES, fileSizeText, isPaidPlan, type Me, normalizePlan, PLAN_NAMES } from '@filldeck/shared';
import { Crown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '#components/ui/card.tsx';
import { useFiles } from '#lib/files-api.ts';
import { formatDate, formatNumber } from '#lib/format.ts';
import { displayBalance, displayStatus } from '#lib/user-display.ts';
import { isCancellationPending } from '../utils/can-cancel.ts';
import { cycleLabel } from '../utils/price-display.ts';
import { CancelSubscription } from './cancel-subscription.tsx';

export type PlanSummaryUser = Pick<
  Me,
  'plan' | 'status' | 'billingCycle' | 'subscriptionId' | 'nextBillingTime' | 'nextRefresh' | 'balance'
>;

function StatusPill({ status }: { status: string }) {
  const isActive = status.toLowerCase() === 'active';
  return (
    <span
      className={
        isActive
          ? 'inline-flex rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-300'
          : 'inline-flex rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-400/10 dark:text-amber-200'
      }
    >
      {displayStatus(status)}
    </span>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

/** The user's plan as it stands: plan, status, billing cycle, next billing date, balance; and Cancel. */
export function PlanSummary({ user }: { user: PlanSummaryUser }) {
  const titleId = useId();
  const plan = normalizePlan(user.plan);
  const isPaid = isPaidPlan(plan);
  const isEnding = isCancellationPending(user);
  const nextBilling = formatDate(user.nextBillingTime);
  const refresh = formatDate(user.nextRefresh);
  const files = useFiles();

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={titleId} className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-sm font-medium text-zinc-600 dark:text-zinc-400">
            Your plan
          </h2>
          <p className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
            {isPaid ? <Crown aria-hidden="true" className="size-6 text-amber-600 dark:text-amber-400" /> : null}
            {PLAN_NAMES[plan]}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-5">
          <Detail label="Status">
            <StatusPill status={user.status} />
          </Detail>
          <Detail label="Billing cycle">{user.billingCycle && isPaid ? cycleLabel(user.billingCycle) : '—'}</Detail>
          <Detail label={isEnding ? 'Plan ends on' : 'Next billing date'}>{(isPaid && nextBilling) || '—'}</Detail>
          <Detail label="Balance">
            <span className="tabular-nums">{formatNumber(displayBalance(user.balance))} credits</span>
            {refresh ? (
              <span className="block text-xs font-normal text-zinc-600 dark:text-zinc-400">refills on {refresh}</span>
            ) : null}
          </Detail>
          <Detail label="Files">
            <span className="tabular-nums">
              {fileSizeText(files.data?.usedBytes ?? 0)} of {fileSizeText(FILE_STORAGE_BYTES[plan])}
            </span>
          </Detail>
        </dl>
        {isEnding ? (
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            Your {PLAN_NAMES[plan]} plan stays active until {nextBilling ?? 'the end of the period'}, then you move to
            Free. Templates and components beyond the Free limits are locked, not deleted.
          </p>
        ) : null}
        <CancelSubscription user={user} planName={PLAN_NAMES[plan]} endsOn={nextBilling} />
      </section>
    </Card>
  );
}
