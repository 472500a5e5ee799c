import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '#components/ui/card.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';

interface StatCardProps {
  title: string;
  icon: LucideIcon;
  /** The figure; a skeleton while it loads (undefined). */
  value: string | undefined;
  caption?: ReactNode;
}

/** One figure with its name and a short caption; figures use tabular numbers. */
export function StatCard({ title, icon: Icon, value, caption }: StatCardProps) {
  return (
    <Card className="flex min-w-0 flex-col gap-2 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="truncate text-sm font-medium text-zinc-600 dark:text-zinc-400">{title}</h3>
        <Icon aria-hidden="true" className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" />
      </div>
      {value === undefined ? (
        <Skeleton className="h-8 w-20" />
      ) : (
        <p className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">{value}</p>
      )}
      {caption ? <p className="text-xs text-zinc-600 dark:text-zinc-400">{caption}</p> : null}
    </Card>
  );
}
