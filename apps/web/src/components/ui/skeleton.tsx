import { cn } from '#lib/cn.ts';

/** A grey placeholder block shown while content loads; hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-zinc-200 dark:bg-zinc-800', className)} />;
}
