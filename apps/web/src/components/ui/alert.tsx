import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#lib/cn.ts';

type AlertTone = 'error' | 'success' | 'info';

const tones: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900/60 dark:bg-red-950/50 dark:text-red-200',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900/60 dark:bg-emerald-950/50 dark:text-emerald-200',
  info: 'border-zinc-200 bg-zinc-50 text-zinc-800 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-200',
};

const icons: Record<AlertTone, typeof Info> = { error: CircleAlert, success: CircleCheck, info: Info };

interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}

/** A message box. Errors are announced assertively (role=alert), the rest politely (role=status). */
export function Alert({ tone = 'info', children, className }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2.5 rounded-md border px-3.5 py-3 text-sm', tones[tone], className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
