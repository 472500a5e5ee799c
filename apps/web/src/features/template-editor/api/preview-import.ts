import { type ImportPreview, importPreviewSchema, type TemplateExport } from '@filldeck/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';

/** POST /api/templates/import/preview: what importing the document would create; writes nothing. */
export async function previewImport(doc: TemplateExport): Promise<ImportPreview> {
  const data = await apiRequest('/api/templates/import/preview', { method: 'POST', body: { ...doc } });
  return parseResponse(data, import.meta.env.DEV && importPreviewSchema);
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
