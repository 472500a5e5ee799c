import { PanelLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '#components/logo.tsx';

interface TopBarProps {
  isSidebarExpanded: boolean;
  /** Id of the sidebar element the toggle shows and hides, when it is in the page. */
  sidebarId: string | undefined;
  onToggleSidebar: () => void;
  /** The account menu, right-aligned. */
  end: ReactNode;
}

export function TopBar({ isSidebarExpanded, sidebarId, onToggleSidebar, end }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-zinc-200 bg-white/90 px-2 backdrop-blur sm:px-4 dark:border-zinc-800 dark:bg-zinc-950/90">
      <button
        type="button"
        aria-label="Toggle sidebar"
        aria-expanded={isSidebarExpanded}
        aria-controls={sidebarId}
        onClick={onToggleSidebar}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
      >
        <PanelLeft aria-hidden="true" className="size-5" />
      </button>
      <Link to="/dashboard" className="mr-auto flex items-center rounded-md px-1">
        <Logo nameClassName="max-[420px]:sr-only" />
      </Link>
      {end}
    </header>
  );
}
