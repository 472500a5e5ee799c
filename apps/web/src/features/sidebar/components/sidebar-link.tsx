import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '#lib/cn.ts';

interface SidebarLinkProps {
  to: string;
  label: string;
  icon: LucideIcon;
  isCollapsed: boolean;
  /** A small mark after the label (e.g. a status dot with its text for screen readers). */
  badge?: ReactNode;
}

/** A navigation row; in the icon rail only the icon shows, the label stays its accessible name. */
export function SidebarLink({ to, label, icon: Icon, isCollapsed, badge }: SidebarLinkProps) {
  return (
    <NavLink
      to={to}
      title={isCollapsed ? label : undefined}
      className={({ isActive }) =>
        cn(
          'flex h-9 items-center gap-3 rounded-md px-2.5 text-sm transition-colors',
          isCollapsed && 'justify-center px-0',
          isActive
            ? 'bg-zinc-100 font-medium text-zinc-900 dark:bg-zinc-800 dark:text-zinc-50'
            : 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-zinc-50',
        )
      }
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className={cn('truncate', isCollapsed && 'sr-only')}>{label}</span>
      {badge}
    </NavLink>
  );
}
