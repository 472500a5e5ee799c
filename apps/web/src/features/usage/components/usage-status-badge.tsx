import { cn } from '#lib/cn.ts';
import { type StatusTone, usageStatus } from '../utils/usage-status.ts';

const tones: Record<StatusTone, string> = {
  success: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-300',
  error: 'bg-red-50 text-red-800 dark:bg-red-400/10 dark:text-red-300',
  neutral: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
};

export function UsageStatusBadge({ status }: { status: string }) {
  const { label, tone } = usageStatus(status);
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', tones[tone])}>
      {label}
    </span>
  );
}
