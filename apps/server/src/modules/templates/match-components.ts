import type { ComponentField } from '@filldeck/shared';

interface ComponentContent {
  title: string;
  fields: readonly ComponentField[];
}

/** A component's content in a form two equal components share: same title, same fields in order. */
function contentKey(component: ComponentContent): string {
  return JSON.stringify([
    component.title.trim(),
    component.fields.map((f) => [f.label, f.type, f.defaultValue, f.required ?? false, f.options ?? []]),
  ]);
}

/**
 * For each wanted component, the id of an existing component with the same title and fields, or
 * null when a new one is needed. Each existing component is used at most once, as a template
 * holds a component once.
 */
export function matchComponents(
  wanted: readonly ComponentContent[],
  existing: readonly ({ id: string } & ComponentContent)[],
): (string | null)[] {
  const free = new Map<string, string[]>();
  for (const component of existing) {
    const key = contentKey(component);
    free.set(key, [...(free.get(key) ?? []), component.id]);
  }
  return wanted.map((component) => free.get(contentKey(component))?.shift() ?? null);
}
