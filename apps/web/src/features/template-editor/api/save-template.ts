import type { Template } from '@filldeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { SaveTemplateRequest } from '../utils/draft.ts';
import { patchTemplate } from './patch-template.ts';

export interface SaveTemplateInput {
  templateId: string;
  body: SaveTemplateRequest;
}

/**
 * Save Template's template part: PATCH /api/templates/:id with the name, sections, ad-hoc fields,
 * AI instructions and settings, and specialization. The project is left as the server has it (a
 * move is its own action); the answer carries it back.
 */
export function saveTemplate({ templateId, body }: SaveTemplateInput): Promise<Template> {
  return patchTemplate({ templateId, body });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: (template) => {
      queryClient.setQueryData(queryKeys.templates.detail(template.id), template);
      // Names show in the sidebar and the lists.
      // Not awaited: the editor is up to date already; the lists refresh in the background.
      void queryClient.invalidateQueries({ queryKey: queryKeys.templates.list() });
    },
  });
}
