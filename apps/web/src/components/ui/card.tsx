import type { ComponentProps } from 'react';
import { cn } from '#lib/cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900', className)}
      {...props}
    />
  );
}
