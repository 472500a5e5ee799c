import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { withoutAnswer } from '../utils/patch-cached-answers.ts';
import { rememberedAnswersQueryOptions } from './list-remembered-answers.ts';

/** DELETE /api/remembered-answers/:id: forgets one remembered answer. */
export async function forgetRememberedAnswer(id: string): Promise<void> {
  await apiRequest(`/api/remembered-answers/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useForgetRememberedAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forgetRememberedAnswer,
    onSuccess: (_, id) => {
      queryClient.setQueryData(rememberedAnswersQueryOptions().queryKey, (data) => data && withoutAnswer(data, id));
      return queryClient.invalidateQueries({ queryKey: queryKeys.rememberedAnswers.all });
    },
  });
}
