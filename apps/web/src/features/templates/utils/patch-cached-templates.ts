import type { Template } from '@filldeck/shared';

type TemplatePatch = Partial<Pick<Template, 'name' | 'projectId'>>;

/** The cached list with one template changed, for optimistic updates; other entries are kept as they are. */
export function patchCachedTemplates(
  templates: Template[] | undefined,
  templateId: string,
  patch: TemplatePatch,
): Template[] | undefined {
  if (!templates) return templates;
  return templates.map((template) => (template.id === templateId ? { ...template, ...patch } : template));
}
