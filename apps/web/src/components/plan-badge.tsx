import { isPaidPlan, normalizePlan, PLAN_NAMES } from '@filldeck/shared';
import { Crown } from 'lucide-react';
import { cn } from '#lib/cn.ts';

/** The plan name ('Free' when unknown), amber with a crown for paid plans. */
export function PlanBadge({ plan, className }: { plan: string | null | undefined; className?: string }) {
  const isPaid = isPaidPlan(plan);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        isPaid
          ? 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300'
          : 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
        className,
      )}
    >
      {isPaid ? <Crown aria-hidden="true" className="size-3.5" /> : null}
      {PLAN_NAMES[normalizePlan(plan)]}
    </span>
  );
}
