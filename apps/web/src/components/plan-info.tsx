import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#lib/cn.ts';
import { TextLink } from './ui/text-link.tsx';

interface PlanInfoProps {
  children: ReactNode;
  className?: string;
  /** `status` when it appears after an action (announced politely); none for what the page says beforehand. */
  role?: 'status';
}

/**
 * What the plan leaves out and what a bigger plan adds, said as information where it matters (not
 * as an error), with the way to the plans.
 */
export function PlanInfo({ children, className, role }: PlanInfoProps) {
  return (
    <div
      role={role}
      className={cn(
        'flex items-start gap-2.5 rounded-md border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-950',
        'dark:border-amber-400/25 dark:bg-amber-400/10 dark:text-amber-100',
        className,
      )}
    >
      <Crown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
      <div className="min-w-0">
        {children}
        <TextLink to="/subscription" className="mt-1 inline-block">
          See plans
        </TextLink>
      </div>
    </div>
  );
}
