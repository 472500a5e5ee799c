import { apiRequest } from '../../../lib/api-client.ts';
import { useOptimisticTemplatePatch } from '../hooks/use-optimistic-template-patch.ts';

export interface RenameTemplateInput {
  templateId: string;
  name: string;
}

/** PATCH /api/templates/:id with the new name (the sidebar's Rename dialog). */
export async function renameTemplate({ templateId, name }: RenameTemplateInput): Promise<void> {
  await apiRequest(`/api/templates/${encodeURIComponent(templateId)}`, { method: 'PATCH', body: { name } });
}

/** Renames at once in the cached list; rolled back if the server refuses. */
export function useRenameTemplate() {
  return useOptimisticTemplatePatch(renameTemplate, ({ name }) => ({ name }));
}
