import { texts } from '@filldeck/shared';
import { type ReactNode, useId } from 'react';
import { LoadError } from '#components/load-error.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { isApiError } from '#lib/api-client.ts';
import { useUsageHistory } from '../api/list-usage.ts';
import { TransactionList } from './transaction-list.tsx';
import { TransactionSkeletonRows, TransactionsLoading } from './transaction-skeleton-rows.tsx';
import { TransactionTable } from './transaction-table.tsx';

function Message({ children }: { children: ReactNode }) {
  return (
    <div className="border-t border-zinc-200 px-4 py-10 text-center text-sm sm:px-5 dark:border-zinc-800">
      {children}
    </div>
  );
}

/** Every AI autofill of the user, newest first, a page at a time with "Load more". */
export function TransactionHistory() {
  const titleId = useId();
  const history = useUsageHistory();
  const records = history.data?.pages.flatMap((page) => page.items) ?? [];

  let body: ReactNode;
  if (history.isPending) {
    body = (
      <TransactionsLoading
        table={<TransactionTable records={[]} skeletonRows={<TransactionSkeletonRows />} labelledBy={titleId} />}
      />
    );
  } else if (history.isError && isApiError(history.error, 401)) {
    body = (
      <Message>
        <p>{texts.dashboard.logInForHistory}</p>
        <TextLink to="/login" className="mt-2 inline-block">
          Log in
        </TextLink>
      </Message>
    );
  } else if (history.isError && history.data === undefined) {
    body = (
      <div className="flex flex-col items-start gap-3 border-t border-zinc-200 p-4 sm:p-5 dark:border-zinc-800">
        <LoadError
          className="w-full"
          message="We couldn't load your transaction history."
          error={history.error}
          onRetry={() => history.refetch()}
          isRetrying={history.isFetching}
        />
      </div>
    );
  } else if (records.length === 0) {
    body = (
      <Message>
        <p className="font-medium">{texts.dashboard.noTransactions}</p>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">
          Each form the FillDeck extension fills for you shows up here with its tokens and credits.{' '}
          <TextLink to="/extension">Get the extension</TextLink>
        </p>
      </Message>
    );
  } else {
    body = (
      <>
        <div className="sm:hidden">
          <TransactionList records={records} labelledBy={titleId} />
        </div>
        <div className="hidden sm:block">
          <TransactionTable
            records={records}
            labelledBy={titleId}
            skeletonRows={history.isFetchingNextPage ? <TransactionSkeletonRows count={2} /> : null}
          />
        </div>
        {history.isFetchNextPageError ? (
          <Alert tone="error" className="mx-4 mt-3 sm:mx-5">
            We couldn't load more transactions. Try again.
          </Alert>
        ) : null}
        {history.hasNextPage ? (
          <div className="flex justify-center border-t border-zinc-200 p-3 dark:border-zinc-800">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => history.fetchNextPage()}
              isLoading={history.isFetchingNextPage}
            >
              Load more
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <Card className="overflow-hidden">
      <div aria-busy={history.isPending || history.isFetchingNextPage}>
        <div className="flex items-baseline justify-between gap-2 px-4 pt-4 pb-3 sm:px-5">
          <h2 id={titleId} className="text-base font-semibold">
            Transaction history
          </h2>
          {records.length > 0 ? (
            <p className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
              {records.length} shown{history.hasNextPage ? '' : ' · all loaded'}
            </p>
          ) : null}
        </div>
        {body}
      </div>
    </Card>
  );
}
