import { type ImportPreview, importPreviewSchema, type TemplateExport } from '@filldeck/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';

/** POST /api/templates/import/preview: what importing the document would create; writes nothing. */
export async function previewImport(doc: TemplateExport): Promise<ImportPreview> {
  const data = await apiRequest('/api/templates/import/preview', { method: 'POST', body: { ...doc } });
  return importPreviewSchema.parse(data);
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
