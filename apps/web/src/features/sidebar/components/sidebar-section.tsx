import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn.ts';

interface SidebarSectionProps {
  title: string;
  isCollapsed: boolean;
  /** Buttons beside the heading (e.g. New Project); hidden in the icon rail. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled group of the sidebar. In the icon rail the title stays for screen readers only. */
export function SidebarSection({ title, isCollapsed, actions, children }: SidebarSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <div className={cn('flex h-7 items-center justify-between gap-2 px-2', isCollapsed && 'sr-only')}>
        <h2 id={headingId} className="text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
          {title}
        </h2>
        {isCollapsed ? null : actions}
      </div>
      {children}
    </section>
  );
}

/** The one-line text a section shows when it has nothing to list. */
export function SidebarEmptyState({ children, isCollapsed }: { children: ReactNode; isCollapsed: boolean }) {
  if (isCollapsed) return null;
  return <p className="px-2 py-1 text-sm text-zinc-600 dark:text-zinc-400">{children}</p>;
}
