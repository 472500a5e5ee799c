import type { Template } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { patchCachedTemplates } from '../utils/patch-cached-templates.ts';

type Patch = Partial<Pick<Template, 'name' | 'projectId'>>;

/**
 * A mutation that shows its change in the cached template list at once and puts the list back
 * if the server refuses; either way the list is then refetched.
 */
export function useOptimisticTemplatePatch<TInput extends { templateId: string }>(
  mutationFn: (input: TInput) => Promise<unknown>,
  toPatch: (input: TInput) => Patch,
) {
  const queryClient = useQueryClient();
  const listKey = queryKeys.templates.list();
  return useMutation({
    mutationFn,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<Template[]>(listKey);
      queryClient.setQueryData<Template[]>(listKey, (list) =>
        patchCachedTemplates(list, input.templateId, toPatch(input)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.templates.all }),
  });
}
