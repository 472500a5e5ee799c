import { apiRequest } from '../../../lib/api-client.ts';
import { useOptimisticTemplatePatch } from '../hooks/use-optimistic-template-patch.ts';

export interface MoveTemplateInput {
  templateId: string;
  /** The project to move it into, or null for no project. */
  projectId: string | null;
}

/** PATCH /api/templates/:id with its new projectId (drag and drop, or the Move dialog). */
export async function moveTemplate({ templateId, projectId }: MoveTemplateInput): Promise<void> {
  await apiRequest(`/api/templates/${encodeURIComponent(templateId)}`, { method: 'PATCH', body: { projectId } });
}

/** Moves at once in the cached list; rolled back if the server refuses. */
export function useMoveTemplate() {
  return useOptimisticTemplatePatch(moveTemplate, ({ projectId }) => ({ projectId }));
}
