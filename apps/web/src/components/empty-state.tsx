import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  /** What to do next. */
  children: ReactNode;
  /** The action, right there. */
  action?: ReactNode;
}

/** What a page shows when its list is empty: what that means and what to do next. */
export function EmptyState({ icon: Icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-zinc-300 bg-white px-6 py-12 text-center dark:border-zinc-700 dark:bg-zinc-900">
      <span className="flex size-10 items-center justify-center rounded-full bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h2 className="text-base font-semibold">{title}</h2>
      <div className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">{children}</div>
      {action}
    </div>
  );
}
