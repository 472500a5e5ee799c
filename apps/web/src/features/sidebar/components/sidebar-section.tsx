import { type ReactNode, type Ref, useId } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { cn } from '#lib/cn.ts';

interface SidebarSectionProps {
  title: string;
  isCollapsed: boolean;
  /** Makes the heading a link (e.g. Projects → /projects). */
  titleHref?: string;
  /** Buttons beside the heading (e.g. New Project); hidden in the icon rail. */
  actions?: ReactNode;
  /** For sections that are drop targets. */
  sectionRef?: Ref<HTMLElement>;
  /** Highlights the section while a dragged template is over it. */
  isDropTarget?: boolean;
  children: ReactNode;
}

/** A titled group of the sidebar. In the icon rail the title stays for screen readers only. */
export function SidebarSection({
  title,
  isCollapsed,
  titleHref,
  actions,
  sectionRef,
  isDropTarget = false,
  children,
}: SidebarSectionProps) {
  const headingId = useId();
  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-1 rounded-md',
        isDropTarget && 'bg-indigo-50 ring-2 ring-indigo-500 dark:bg-indigo-500/10 dark:ring-indigo-400',
      )}
    >
      <div className={cn('flex h-7 items-center justify-between gap-2 px-2', isCollapsed && 'sr-only')}>
        <h2 id={headingId} className="text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
          {titleHref && !isCollapsed ? (
            <Link to={titleHref} className="rounded-sm hover:text-zinc-900 dark:hover:text-zinc-100">
              {title}
            </Link>
          ) : (
            title
          )}
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

/** Placeholder rows while a section's list loads. */
export function SidebarSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-2 px-2 py-1">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-5 w-4/5" />
      <Skeleton className="h-5 w-3/5" />
    </div>
  );
}
