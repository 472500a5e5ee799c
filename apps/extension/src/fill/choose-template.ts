import type { ExtensionTemplate } from '@filldeck/shared';

/**
 * The template to fill with: the first of `preferred` that is usable (the one the user picked, then
 * the one last used on the site), else the first usable one; null when none is usable.
 */
export function chooseTemplate(
  templates: readonly ExtensionTemplate[],
  ...preferred: Array<string | null>
): string | null {
  const usable = templates.filter((template) => !template.locked);
  for (const id of preferred) {
    const found = usable.find((template) => template.id === id);
    if (found) return found.id;
  }
  return usable[0]?.id ?? null;
}
