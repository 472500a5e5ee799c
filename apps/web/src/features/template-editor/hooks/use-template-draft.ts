import type { Template } from '@filldeck/shared';
import { useCallback, useState } from 'react';
import { isDraftDirty, type TemplateDraft, toDraft } from '../utils/draft.ts';

interface DraftState {
  /** The server's template the saved copy was read from. */
  source: Template;
  saved: TemplateDraft;
  draft: TemplateDraft;
}

function fresh(template: Template): DraftState {
  const saved = toDraft(template);
  return { source: template, saved, draft: saved };
}

/**
 * The editor's local copy of a template. When the server's template changes (a section added,
 * another tab, a live update), the copy follows it unless the user has unsaved edits, which are
 * kept. `markSaved` takes the server's answer to Save Template as the new saved state.
 */
export function useTemplateDraft(template: Template) {
  const [state, setState] = useState(() => fresh(template));

  let current = state;
  if (state.source !== template) {
    // Adjusting state while rendering, as React advises for state derived from props.
    const isDirty = isDraftDirty(state.saved, state.draft);
    current = { source: template, saved: toDraft(template), draft: isDirty ? state.draft : toDraft(template) };
    setState(current);
  }

  const update = useCallback((patch: Partial<TemplateDraft>) => {
    setState((s) => ({ ...s, draft: { ...s.draft, ...patch } }));
  }, []);

  /** Applies a change computed from the current draft (add or remove a section, stage an edit). */
  const change = useCallback((next: (draft: TemplateDraft) => TemplateDraft) => {
    setState((s) => ({ ...s, draft: next(s.draft) }));
  }, []);

  const discard = useCallback(() => setState((s) => ({ ...s, draft: s.saved })), []);

  /** A staged component change was written on its own (a save that stopped part-way). */
  const markComponentSaved = useCallback((componentId: string) => {
    setState((s) => {
      const { [componentId]: _saved, ...componentEdits } = s.draft.componentEdits;
      return { ...s, draft: { ...s.draft, componentEdits } };
    });
  }, []);

  /** After a save: the answer becomes the saved state; edits typed while saving are kept. */
  const markSaved = useCallback((savedTemplate: Template, sentDraft: TemplateDraft) => {
    setState((s) => {
      const next = fresh(savedTemplate);
      return s.draft === sentDraft ? next : { ...next, draft: s.draft };
    });
  }, []);

  return {
    draft: current.draft,
    isDirty: isDraftDirty(current.saved, current.draft),
    update,
    change,
    discard,
    markSaved,
    markComponentSaved,
  };
}
