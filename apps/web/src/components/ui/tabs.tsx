import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#lib/cn.ts';

/** Radix Tabs: role=tablist/tab/tabpanel, arrow keys move between tabs, Tab enters the panel. */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex gap-1 border-b border-zinc-200 dark:border-zinc-800', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        '-mb-px inline-flex h-10 items-center border-b-2 border-transparent px-3 text-sm font-medium text-zinc-600',
        'hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
        'data-[state=active]:border-indigo-600 data-[state=active]:text-zinc-900',
        'dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-zinc-50',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('pt-6 focus-visible:outline-offset-4', className)} {...props} />;
}
