import { forgetSiteResponseSchema } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { withoutSite } from '../utils/patch-cached-answers.ts';
import { rememberedAnswersQueryOptions } from './list-remembered-answers.ts';

/** DELETE /api/remembered-answers?site=host: forgets every answer remembered for the site. */
export async function forgetRememberedSite(site: string): Promise<number> {
  const data = await apiRequest(`/api/remembered-answers?site=${encodeURIComponent(site)}`, { method: 'DELETE' });
  return parseResponse(data, import.meta.env.DEV && forgetSiteResponseSchema).forgotten;
}

export function useForgetRememberedSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forgetRememberedSite,
    onSuccess: (_, site) => {
      queryClient.setQueryData(rememberedAnswersQueryOptions().queryKey, (data) => data && withoutSite(data, site));
      return queryClient.invalidateQueries({ queryKey: queryKeys.rememberedAnswers.all });
    },
  });
}
