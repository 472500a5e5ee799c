import { type Template, templateResponseSchema } from '@filldeck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client.ts';
import { parseResponse } from '#lib/parse-response.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** One template in full. 404 when missing (or another user's), 403 when the plan locks it. */
export async function getTemplate(templateId: string, signal?: AbortSignal): Promise<Template> {
  const data = await apiRequest(`/api/templates/${encodeURIComponent(templateId)}`, { signal });
  return parseResponse(data, import.meta.env.DEV && templateResponseSchema).template;
}

export function templateQueryOptions(templateId: string) {
  return queryOptions({
    queryKey: queryKeys.templates.detail(templateId),
    queryFn: ({ signal }) => getTemplate(templateId, signal),
  });
}

export function useTemplate(templateId: string) {
  return useQuery(templateQueryOptions(templateId));
}
