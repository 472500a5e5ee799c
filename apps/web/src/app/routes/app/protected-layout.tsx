import { messages } from '@filldeck/shared';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingStatus } from '../../../components/ui/loading-status.tsx';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { useLogout } from '../../../features/auth/hooks/use-logout.ts';
import { AppShell } from '../../../features/shell/components/app-shell.tsx';
import { UserMenu } from '../../../features/shell/components/user-menu.tsx';
import { SidebarNav } from '../../../features/sidebar/components/sidebar-nav.tsx';

function FullPage({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center text-sm text-zinc-700 dark:text-zinc-300">
      {children}
    </main>
  );
}

/**
 * Every protected route renders inside this: it resolves the signed-in user (GET /api/me),
 * says 'Loading user...' meanwhile, sends signed-out visitors to /login, and draws the shell.
 */
export function ProtectedLayout() {
  const me = useMe();
  const logout = useLogout();

  if (me.data === undefined) {
    if (me.isError) {
      return (
        <FullPage>
          <p role="alert">We couldn't load your account. Check your connection and try again.</p>
          <Button variant="secondary" onClick={() => me.refetch()} isLoading={me.isFetching}>
            Try again
          </Button>
        </FullPage>
      );
    }
    return (
      <FullPage>
        <LoadingStatus>{messages.shell.loadingUser}</LoadingStatus>
      </FullPage>
    );
  }
  if (me.data === null) return <Navigate to="/login" replace />;

  const user = me.data;
  return (
    <AppShell
      sidebar={(isCollapsed) => <SidebarNav isCollapsed={isCollapsed} plan={user.plan} />}
      userMenu={<UserMenu user={user} onLogout={() => logout.mutate()} isLoggingOut={logout.isPending} />}
    >
      <Outlet context={user} />
    </AppShell>
  );
}
