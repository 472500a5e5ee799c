import { texts } from '@filldeck/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadError } from '#components/load-error.tsx';
import { LoadingStatus } from '#components/ui/loading-status.tsx';
import { useMe } from '#features/auth/api/get-me.ts';
import { loginPathFor } from '#lib/next-path.ts';
import { SignedInShell } from './signed-in-shell.tsx';

function FullPage({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center text-sm text-zinc-700 dark:text-zinc-300">
      {children}
    </main>
  );
}

/**
 * Every protected route renders inside this: it resolves the signed-in user (GET /api/me),
 * says 'Loading user...' meanwhile, sends signed-out visitors to /login (which brings them back
 * here once signed in), and draws the shell.
 */
export function ProtectedLayout() {
  const me = useMe();
  const location = useLocation();

  if (me.data === undefined) {
    if (me.isError) {
      return (
        <FullPage>
          <LoadError
            className="max-w-md"
            message="We couldn't load your account."
            error={me.error}
            onRetry={() => me.refetch()}
            isRetrying={me.isFetching}
          />
        </FullPage>
      );
    }
    return (
      <FullPage>
        <LoadingStatus>{texts.shell.loadingUser}</LoadingStatus>
      </FullPage>
    );
  }
  if (me.data === null) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;

  return <SignedInShell user={me.data} />;
}
