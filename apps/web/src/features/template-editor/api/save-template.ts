import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#lib/query-keys.ts';
import type { PatchTemplate } from '../types.ts';

/**
 * Save Template's template part: PATCH /api/templates/:id (through the templates feature's
 * `patchTemplate`, which the route passes in) with the name, sections, ad-hoc fields, AI
 * instructions and settings, and specialization. The project is left as the server has it (a
 * move is its own action); the answer carries it back.
 */
export function useSaveTemplate(patchTemplate: PatchTemplate) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchTemplate,
    onSuccess: (template) => {
      queryClient.setQueryData(queryKeys.templates.detail(template.id), template);
      // Names show in the sidebar and the lists.
      // Not awaited: the editor is up to date already; the lists refresh in the background.
      void queryClient.invalidateQueries({ queryKey: queryKeys.templates.list() });
    },
  });
}
