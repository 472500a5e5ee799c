import { type ReactNode, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Logo } from '#components/logo.tsx';
import { Dialog, DialogContent, DialogTitle } from '#components/ui/dialog.tsx';
import { cn } from '#lib/cn.ts';
import { useMediaQuery } from '#lib/use-media-query.ts';
import { useStoredFlag } from '#lib/use-stored-flag.ts';
import { TopBar } from './top-bar.tsx';

const DESKTOP_QUERY = '(min-width: 1024px)';

interface AppShellProps {
  /** Sidebar contents; `isCollapsed` is true when shown as an icon rail. */
  sidebar: (isCollapsed: boolean) => ReactNode;
  /** The account menu at the right of the top bar. */
  userMenu: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in frame: top bar, a ~260 px sidebar that collapses to an icon rail on wide screens
 * and becomes a drawer (a focus-trapping dialog) on narrow ones, and the page content.
 */
export function AppShell({ sidebar, userMenu, children }: AppShellProps) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [isCollapsed, setCollapsed] = useStoredFlag('filldeck:sidebar-collapsed', false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const railId = useId();
  const drawerId = useId();

  // A link followed from the drawer closes it (state adjusted while rendering, as React advises).
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  const isDrawerShown = isDrawerOpen && !isDesktop;
  const isExpanded = isDesktop ? !isCollapsed : isDrawerShown;
  const toggle = () => (isDesktop ? setCollapsed(!isCollapsed) : setDrawerOpen(!isDrawerOpen));

  return (
    <div className="min-h-dvh bg-zinc-50 dark:bg-zinc-950">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-zinc-900"
      >
        Skip to content
      </a>
      <TopBar
        isSidebarExpanded={isExpanded}
        sidebarId={isDesktop ? railId : isDrawerShown ? drawerId : undefined}
        onToggleSidebar={toggle}
        end={userMenu}
      />
      <div className="flex">
        <nav
          id={railId}
          aria-label="Sidebar"
          className={cn(
            'sticky top-14 hidden h-[calc(100dvh-3.5rem)] shrink-0 border-r border-zinc-200 bg-white transition-[width] lg:block dark:border-zinc-800 dark:bg-zinc-900',
            isCollapsed ? 'w-16' : 'w-[260px]',
          )}
        >
          {sidebar(isCollapsed)}
        </nav>
        <Dialog open={isDrawerShown} onOpenChange={setDrawerOpen}>
          <DialogContent
            id={drawerId}
            placement="left"
            closeLabel="Close sidebar"
            aria-describedby={undefined}
            className="flex flex-col"
          >
            <div className="flex h-14 shrink-0 items-center border-b border-zinc-200 px-4 dark:border-zinc-800">
              <Logo />
            </div>
            <DialogTitle className="sr-only">Navigation</DialogTitle>
            <nav aria-label="Sidebar" className="min-h-0 flex-1">
              {sidebar(false)}
            </nav>
          </DialogContent>
        </Dialog>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-8 lg:py-8">
          <div className="mx-auto max-w-6xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
