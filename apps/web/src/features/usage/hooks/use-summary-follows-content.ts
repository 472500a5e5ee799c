import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Branches whose changes move the summary's counts or balance. */
const FOLLOWED: ReadonlySet<unknown> = new Set([
  queryKeys.templates.all[0],
  queryKeys.components.all[0],
  queryKeys.projects.all[0],
  queryKeys.me[0],
]);

/**
 * The summary's Templates / Components / Projects counts and its balance describe data that other
 * queries hold. When one of those is fetched again (a live update, a mutation, a refocus), this
 * refreshes the summary too, so the cards never disagree with the sidebar or the top bar.
 */
export function useSummaryFollowsContent(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        // The first load of a query is not a change.
        if (event.query.state.dataUpdateCount < 2) return;
        if (!FOLLOWED.has(event.query.queryKey[0])) return;
        void queryClient.invalidateQueries({ queryKey: queryKeys.usage.summary() });
      }),
    [queryClient],
  );
}
