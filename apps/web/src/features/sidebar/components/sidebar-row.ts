import { cn } from '#lib/cn.ts';

/** The clickable middle of a project or template row (link or button), highlighted when current. */
export function sidebarRowClasses(isActive: boolean): string {
  return cn(
    'flex h-8 min-w-0 flex-1 items-center gap-2 rounded-md px-1.5 text-left text-sm transition-colors',
    isActive
      ? 'bg-zinc-100 font-medium text-zinc-900 dark:bg-zinc-800 dark:text-zinc-50'
      : 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-zinc-50',
  );
}
