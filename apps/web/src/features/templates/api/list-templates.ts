import { type Template, templatesResponseSchema } from '@filldeck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/templates: the user's templates, oldest first, locked ones marked. */
export async function listTemplates(signal?: AbortSignal): Promise<Template[]> {
  const data = await apiRequest('/api/templates', { signal });
  return templatesResponseSchema.parse(data).templates;
}

export function templatesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.templates.list(), queryFn: ({ signal }) => listTemplates(signal) });
}

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
