import { type PatchTemplateRequest, type Template, templateResponseSchema } from '@filldeck/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export interface PatchTemplateInput {
  templateId: string;
  body: PatchTemplateRequest;
}

/** PATCH /api/templates/:id with some fields only; the server answers with the whole template. */
export async function patchTemplate({ templateId, body }: PatchTemplateInput): Promise<Template> {
  const data = await apiRequest(`/api/templates/${encodeURIComponent(templateId)}`, {
    method: 'PATCH',
    body: { ...body },
  });
  return templateResponseSchema.parse(data).template;
}
