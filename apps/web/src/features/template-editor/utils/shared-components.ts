import type { Template } from '@filldeck/shared';
import type { ComponentEdit } from './draft.ts';

/** The names of the user's other templates that have a section of this component. */
export function otherTemplatesUsing(
  componentId: string,
  templates: readonly Template[] | undefined,
  templateId: string,
): string[] {
  return (templates ?? [])
    .filter((t) => t.id !== templateId && t.sections.some((section) => section.componentId === componentId))
    .map((t) => t.name);
}

/** 'Also changes 3 other templates', or null when the component is in no other template. */
export function alsoChangesText(otherCount: number): string | null {
  if (otherCount === 0) return null;
  return `Also changes ${otherCount} other ${otherCount === 1 ? 'template' : 'templates'}`;
}

export interface SharedEdit {
  componentId: string;
  title: string;
  otherTemplates: string[];
}

/** The staged component changes that reach other templates too, for Save Template to confirm. */
export function sharedEdits(
  componentEdits: Readonly<Record<string, ComponentEdit>>,
  templates: readonly Template[] | undefined,
  templateId: string,
): SharedEdit[] {
  return Object.entries(componentEdits)
    .map(([componentId, edit]) => ({
      componentId,
      title: edit.title,
      otherTemplates: otherTemplatesUsing(componentId, templates, templateId),
    }))
    .filter((edit) => edit.otherTemplates.length > 0);
}

/** 'Job hunt, Visa and 2 others': names for a sentence, at most three. */
export function listNames(names: readonly string[]): string {
  if (names.length <= 3) {
    return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  }
  const rest = names.length - 2;
  return `${names.slice(0, 2).join(', ')} and ${rest} others`;
}
