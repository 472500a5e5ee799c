import type { Template } from '@filldeck/shared';

export const TEMPLATE_SORTS = ['created', 'name', 'updated'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];

export const TEMPLATE_SORT_LABELS: Record<TemplateSort, string> = {
  created: 'Date created (oldest first)',
  name: 'Name (A–Z)',
  updated: 'Last updated (newest first)',
};

export function isTemplateSort(value: unknown): value is TemplateSort {
  return typeof value === 'string' && (TEMPLATE_SORTS as readonly string[]).includes(value);
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const time = (iso: string) => Date.parse(iso) || 0;

const compare: Record<TemplateSort, (a: Template, b: Template) => number> = {
  created: (a, b) => time(a.createdAt) - time(b.createdAt),
  name: (a, b) => byName.compare(a.name, b.name) || time(a.createdAt) - time(b.createdAt),
  updated: (a, b) => time(b.updatedAt) - time(a.updatedAt),
};

/** The templates whose name contains `query` (any case, surrounding spaces ignored), in `sort` order. */
export function findTemplates(templates: readonly Template[], query: string, sort: TemplateSort): Template[] {
  const needle = query.trim().toLocaleLowerCase();
  const found = needle ? templates.filter((t) => t.name.toLocaleLowerCase().includes(needle)) : [...templates];
  return found.sort(compare[sort]);
}
