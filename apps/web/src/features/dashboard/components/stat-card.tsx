import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

interface StatCardProps {
  title: string;
  value: string;
  icon: LucideIcon;
  caption: ReactNode;
}

/** One figure with its name and a short caption; figures use tabular numbers. */
export function StatCard({ title, value, icon: Icon, caption }: StatCardProps) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-zinc-600 dark:text-zinc-400">{title}</h2>
        <Icon aria-hidden="true" className="size-4 text-zinc-500 dark:text-zinc-400" />
      </div>
      <p className="text-3xl font-semibold tracking-tight tabular-nums">{value}</p>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">{caption}</p>
    </Card>
  );
}
