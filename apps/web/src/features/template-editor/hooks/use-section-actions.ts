import type { Template } from '@filldeck/shared';
import { errorText } from '../../../lib/error-text.ts';
import { usePatchTemplate } from '../api/patch-template.ts';
import { newSectionId } from '../utils/new-id.ts';

const SECTION_SAVE_FAILED = "The template's components could not be saved. Please try again.";

/**
 * Adding or removing a component section, saved at once (PATCH sections). A component already in
 * the template is never added again.
 */
export function useSectionActions(template: Template) {
  const patch = usePatchTemplate();
  const { sections } = template;

  const save = (next: Template['sections']) => patch.mutate({ templateId: template.id, body: { sections: next } });

  return {
    add(componentId: string) {
      if (patch.isPending || sections.some((section) => section.componentId === componentId)) return;
      const id = newSectionId(sections.map((section) => section.id));
      save([...sections, { id, componentId }]);
    },
    remove(sectionId: string) {
      if (patch.isPending) return;
      save(sections.filter((section) => section.id !== sectionId));
    },
    isSaving: patch.isPending,
    errorMessage: patch.error ? errorText(patch.error, { fallback: SECTION_SAVE_FAILED }) : null,
    dismissError: patch.reset,
  };
}
