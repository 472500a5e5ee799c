import { exportFileName, type TemplateExport, templateExportSchema } from '@filldeck/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { downloadJson } from '../utils/download-json.ts';

/** GET /api/templates/:id/export: the saved template with its components copied by value. */
export async function exportTemplate(templateId: string): Promise<TemplateExport> {
  const data = await apiRequest(`/api/templates/${encodeURIComponent(templateId)}/export`);
  return parseResponse(data, import.meta.env.DEV && templateExportSchema);
}

/** Fetches the export document and hands it to the browser as a .json download. */
export function useExportTemplate() {
  return useMutation({
    mutationFn: exportTemplate,
    onSuccess: (doc) => downloadJson(exportFileName(doc.template.name), doc),
  });
}
