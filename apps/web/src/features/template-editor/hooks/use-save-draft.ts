import type { Template } from '@filldeck/shared';
import { useState } from 'react';
import { errorText } from '#lib/error-text.ts';
import { useSaveTemplate } from '../api/save-template.ts';
import type { EditorComponents, PatchTemplate } from '../types.ts';
import { type TemplateDraft, toSaveRequest } from '../utils/draft.ts';

const SAVE_FAILED = 'The template could not be saved. Please try again.';

interface SaveDraftOptions {
  templateId: string;
  components: EditorComponents;
  patchTemplate: PatchTemplate;
  /** The server's template became the saved state. */
  onSaved: (template: Template, sent: TemplateDraft) => void;
  /** A component change was written though the save stopped later. */
  onComponentSaved: (componentId: string) => void;
}

/**
 * Save Template: the staged component changes first (PUT each component), then the template
 * (PATCH). A failure stops there and is told; what was written is no longer staged.
 */
export function useSaveDraft({ templateId, components, patchTemplate, onSaved, onComponentSaved }: SaveDraftOptions) {
  const save = useSaveTemplate(patchTemplate);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (draft: TemplateDraft): Promise<boolean> => {
    // A section whose component was deleted meanwhile (in another tab) is dropped, not sent.
    const list = components.list;
    const sections = list ? draft.sections.filter((s) => list.some((c) => c.id === s.componentId)) : draft.sections;
    setPending(true);
    setError(null);
    const written: string[] = [];
    try {
      for (const [componentId, edit] of Object.entries(draft.componentEdits)) {
        try {
          await components.save(componentId, edit);
          written.push(componentId);
        } catch (cause) {
          setError(errorText(cause, { fallback: `The component ${edit.title} could not be saved. Please try again.` }));
          for (const id of written) onComponentSaved(id);
          return false;
        }
      }
      try {
        onSaved(await save.mutateAsync({ templateId, body: toSaveRequest({ ...draft, sections }) }), draft);
        return true;
      } catch (cause) {
        setError(errorText(cause, { fallback: SAVE_FAILED }));
        for (const id of written) onComponentSaved(id);
        return false;
      }
    } finally {
      setPending(false);
    }
  };

  return { run, isPending, error, clearError: () => setError(null) };
}
