import { useId } from 'react';
import { LoadError } from '#components/load-error.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { errorText } from '#lib/error-text.ts';
import { formatDateTime } from '#lib/format.ts';
import { useConnectedBrowsers, useRevokeConnectedBrowser } from '../api/connected-browsers.ts';

/** The browsers the FillDeck extension is signed in on, each with its last use and a Revoke button. */
export function ConnectedBrowsers() {
  const titleId = useId();
  const browsers = useConnectedBrowsers();
  const revoke = useRevokeConnectedBrowser();

  return (
    <Card>
      <section aria-labelledby={titleId}>
        <div className="border-b border-zinc-200 p-5 dark:border-zinc-800">
          <h2 id={titleId} className="text-lg font-semibold">
            Connected browsers
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            The FillDeck extension stays signed in on these browsers. Revoke one to sign it out at once.
          </p>
        </div>
        {browsers.isPending && (
          <div className="p-5">
            <Skeleton className="h-10 w-full" />
          </div>
        )}
        {browsers.isError && (
          <div className="p-5">
            <LoadError
              message="Could not load your connected browsers."
              error={browsers.error}
              onRetry={() => browsers.refetch()}
              isRetrying={browsers.isFetching}
            />
          </div>
        )}
        {browsers.data?.length === 0 && (
          <p className="p-5 text-sm text-zinc-600 dark:text-zinc-400">
            No browser is connected yet. Sign in here in a browser that has the FillDeck extension to connect it.
          </p>
        )}
        {browsers.data && browsers.data.length > 0 && (
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {browsers.data.map((browser) => (
              <li key={browser.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{browser.browser}</p>
                  <p className="text-sm text-zinc-600 dark:text-zinc-400">
                    Last used {formatDateTime(browser.lastUsedAt)} · connected {formatDateTime(browser.createdAt)}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Revoke ${browser.browser}`}
                  isLoading={revoke.isPending && revoke.variables === browser.id}
                  onClick={() => revoke.mutate(browser.id)}
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
        {revoke.isError && (
          <div className="px-5 pb-5">
            <Alert tone="error">
              {errorText(revoke.error, { fallback: 'Could not revoke that browser. Try again.' })}
            </Alert>
          </div>
        )}
      </section>
    </Card>
  );
}
