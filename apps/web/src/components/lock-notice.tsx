import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#lib/cn.ts';

/** An amber notice with a lock: something the plan's limits keep the user from doing. Announced. */
export function LockNotice({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2.5 rounded-md border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-950',
        'dark:border-amber-400/25 dark:bg-amber-400/10 dark:text-amber-100',
        className,
      )}
    >
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
