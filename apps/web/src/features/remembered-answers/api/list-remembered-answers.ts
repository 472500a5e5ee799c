import { type RememberedAnswers, rememberedAnswersResponseSchema } from '@filldeck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/remembered-answers: the user's answers by site, the site changed last first. */
export async function listRememberedAnswers(signal?: AbortSignal): Promise<RememberedAnswers> {
  return parseResponse(
    await apiRequest('/api/remembered-answers', { signal }),
    import.meta.env.DEV && rememberedAnswersResponseSchema,
  );
}

export function rememberedAnswersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.rememberedAnswers.list(),
    queryFn: ({ signal }) => listRememberedAnswers(signal),
  });
}

export function useRememberedAnswers() {
  return useQuery(rememberedAnswersQueryOptions());
}
