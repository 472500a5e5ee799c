import type { ExtensionTemplate } from '@filldeck/shared';

/** The template a fill without the popup uses: the one last used on the site, else the first usable one. */
export function chooseTemplate(templates: readonly ExtensionTemplate[], lastUsed: string | null): string | null {
  const usable = templates.filter((t) => !t.locked);
  return (usable.find((t) => t.id === lastUsed) ?? usable[0])?.id ?? null;
}
