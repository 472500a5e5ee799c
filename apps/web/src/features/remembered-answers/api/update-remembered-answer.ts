import { rememberedAnswerResponseSchema } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { withAnswerValue } from '../utils/patch-cached-answers.ts';
import { rememberedAnswersQueryOptions } from './list-remembered-answers.ts';

interface UpdateInput {
  id: string;
  value: string;
}

/** PATCH /api/remembered-answers/:id: a new value for one remembered answer. */
export async function updateRememberedAnswer({ id, value }: UpdateInput) {
  const data = await apiRequest(`/api/remembered-answers/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { value },
  });
  return parseResponse(data, import.meta.env.DEV && rememberedAnswerResponseSchema).answer;
}

export function useUpdateRememberedAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRememberedAnswer,
    onSuccess: (answer) => {
      queryClient.setQueryData(
        rememberedAnswersQueryOptions().queryKey,
        (data) => data && withAnswerValue(data, answer),
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.rememberedAnswers.all });
    },
  });
}
