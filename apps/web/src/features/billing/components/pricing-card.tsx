import { type BillingCycle, isPaidPlanId, PAYMENTS_NOT_SET_UP, PLAN_NAMES, type PlanId } from '@filldeck/shared';
import { CircleCheck } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#components/ui/button.tsx';
import { cn } from '#lib/cn.ts';
import { checkoutHref } from '../utils/checkout-params.ts';
import { priceDisplay } from '../utils/price-display.ts';
import { PlanLimitList } from './plan-limit-list.tsx';

interface PricingCardProps {
  plan: PlanId;
  cycle: BillingCycle;
  isCurrent: boolean;
  /** The user's cancelled plan and cycle, still running: resumed from Your plan, not bought again. */
  isCancelled?: boolean;
  /** False on a server without a payment provider: paid plans cannot be chosen there. */
  canBuy: boolean;
}

/** One plan: ribbon, price per month (old price struck through, discount), billing, limits, action. */
export function PricingCard({ plan, cycle, isCurrent, isCancelled = false, canBuy }: PricingCardProps) {
  const titleId = useId();
  const price = priceDisplay(plan, cycle);
  const isHighlighted = price.ribbon !== null;

  let action: ReactNode;
  if (isCurrent) {
    action = (
      <p className="flex h-10 items-center justify-center gap-2 rounded-md border border-emerald-300 bg-emerald-50 text-sm font-medium text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-300">
        <CircleCheck aria-hidden="true" className="size-4" />
        Current plan
      </p>
    );
  } else if (isCancelled) {
    action = (
      <p className="flex min-h-10 items-center justify-center rounded-md border border-amber-300 bg-amber-50 px-3 text-center text-sm text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-200">
        Cancelled: resume it above.
      </p>
    );
  } else if (isPaidPlanId(plan) && !canBuy) {
    action = (
      <p className="flex min-h-10 items-center justify-center rounded-md border border-zinc-200 px-3 text-center text-sm text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">
        {PAYMENTS_NOT_SET_UP}
      </p>
    );
  } else if (isPaidPlanId(plan)) {
    action = (
      <Link
        to={checkoutHref(plan, cycle)}
        className={buttonClasses(isHighlighted ? 'primary' : 'secondary', 'md', 'w-full')}
      >
        Choose {PLAN_NAMES[plan]}
      </Link>
    );
  } else {
    action = (
      <p className="text-center text-xs text-zinc-600 dark:text-zinc-400">
        Yours again when a paid plan ends. Nothing is deleted.
      </p>
    );
  }

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col gap-5 rounded-lg border bg-white p-5 sm:p-6 dark:bg-zinc-900',
        isHighlighted
          ? 'border-indigo-500 shadow-sm ring-1 ring-indigo-500 dark:border-indigo-400 dark:ring-indigo-400'
          : 'border-zinc-200 dark:border-zinc-800',
      )}
    >
      {price.ribbon ? (
        <p className="absolute -top-3 left-5 rounded-full bg-indigo-600 px-2.5 py-0.5 text-xs font-semibold text-white">
          {price.ribbon}
        </p>
      ) : null}
      <h3 id={titleId} className="text-lg font-semibold">
        {PLAN_NAMES[plan]}
      </h3>
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="text-4xl font-semibold tracking-tight tabular-nums">{price.price}</span>
          <span className="text-sm text-zinc-600 dark:text-zinc-400">
            <span aria-hidden="true">/mo</span>
            <span className="sr-only">per month</span>
          </span>
          {price.was ? (
            <s className="text-base text-zinc-500 tabular-nums dark:text-zinc-400">
              <span className="sr-only">was </span>
              {price.was}
            </s>
          ) : null}
          {price.discount ? (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-300">
              {price.discount}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{price.billing}</p>
      </div>
      <PlanLimitList plan={plan} />
      <div className="mt-auto">{action}</div>
    </article>
  );
}
