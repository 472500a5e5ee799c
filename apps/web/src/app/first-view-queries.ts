import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '#features/auth/api/get-me.ts';
import { componentsQueryOptions } from '#features/components/api/list-components.ts';
import { projectsQueryOptions } from '#features/projects/api/list-projects.ts';
import { serverInfoQueryOptions } from '#features/server-info/api/get-server-info.ts';
import { templatesQueryOptions } from '#features/templates/api/list-templates.ts';
import { usageSummaryQueryOptions } from '#features/usage/api/get-usage-summary.ts';
import { usageHistoryQueryOptions } from '#features/usage/api/list-usage.ts';

/**
 * Asks, as the page's code starts, for the data a signed-in page renders first with (the same
 * requests as `firstViewData` in @filldeck/shared, whose answers the server preloads with the page;
 * first-view-queries.test.ts checks they match): the user, the server, the sidebar's lists and the
 * dashboard's own. With all of it in the cache as the page first renders, the page draws its
 * content in one go instead of one request's answer at a time. The user comes first: a signed-out
 * visitor's page asks for nothing else. Resolves once each has its answer (or failed).
 */
export async function prefetchFirstView(queryClient: QueryClient, pathname: string): Promise<void> {
  const shell = queryClient.prefetchQuery(serverInfoQueryOptions());
  await queryClient.prefetchQuery(meQueryOptions());
  // Signed out (or the user failed to load): the page shows that, and asks for nothing more.
  if (!queryClient.getQueryData(meQueryOptions().queryKey)) return;
  const requests: Promise<unknown>[] = [
    shell,
    queryClient.prefetchQuery(templatesQueryOptions()),
    queryClient.prefetchQuery(projectsQueryOptions()),
  ];
  if (pathname === '/dashboard') {
    requests.push(
      queryClient.prefetchQuery(usageSummaryQueryOptions()),
      queryClient.prefetchInfiniteQuery(usageHistoryQueryOptions()),
      queryClient.prefetchQuery(componentsQueryOptions()),
    );
  }
  await Promise.all(requests);
}
