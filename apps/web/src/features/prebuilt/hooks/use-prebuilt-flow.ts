import { type PartsPlan, type PrebuiltTemplate, texts } from '@filldeck/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type ErrorNotice, suggestsUpgrade } from '#lib/error-text.ts';
import { useCreatePrebuiltTemplate } from '../api/create-prebuilt-template.ts';
import { prebuiltErrorText } from '../utils/prebuilt-error-text.ts';
import type { PrebuiltPlan } from '../utils/prebuilt-plan.ts';

export interface NamingStep {
  definition: PrebuiltTemplate;
  defaultName: string;
  /** What it reuses, adds and leaves out, said in the dialog; null while unknown. */
  parts: PartsPlan | null;
}

/**
 * Prebuilt template creation (docs/product.md#prebuilt-templates), name first: clicking a card
 * opens 'Set Template Name' (default 'Prebuilt: {title}'); saving creates the template with that
 * name in one request, while the card shows 'Creating…', and opens /templates/{id}. Closing the
 * dialog creates nothing. The original description created first and renamed after, so a cancelled
 * dialog left a template that took one of the plan's slots
 * (docs/decisions/0006-name-templates-before-creating.md). Errors go to 'Oops!'.
 */
export function usePrebuiltFlow(isSignedIn: boolean) {
  const navigate = useNavigate();
  const create = useCreatePrebuiltTemplate();
  const [naming, setNaming] = useState<NamingStep | null>(null);
  const [createError, setCreateError] = useState<ErrorNotice | null>(null);

  /**
   * `plan`: what creating it does now. A refusal (the template limit, or none of it fits) is said
   * at once instead of the name dialog; otherwise the dialog says what it reuses, adds and leaves out.
   */
  function start(definition: PrebuiltTemplate, plan: PrebuiltPlan = { refusal: null, parts: null }) {
    if (create.isPending || naming) return;
    if (!isSignedIn) {
      setCreateError({ message: texts.prebuilt.mustBeLoggedIn, suggestsUpgrade: false });
      return;
    }
    if (plan.refusal) {
      setCreateError({ message: plan.refusal, suggestsUpgrade: true });
      return;
    }
    setNaming({ definition, defaultName: texts.prebuilt.defaultName(definition.title), parts: plan.parts });
  }

  async function saveName(name: string) {
    if (!naming || create.isPending) return;
    try {
      const templateId = await create.mutateAsync({ definition: naming.definition, name });
      if (!templateId) throw new Error('No template id in the answer');
      navigate(`/templates/${templateId}`);
    } catch (error) {
      setNaming(null);
      setCreateError({ message: prebuiltErrorText(error, 'create'), suggestsUpgrade: suggestsUpgrade(error) });
    }
  }

  return {
    /** The card whose template is being created (only while the request runs). */
    loadingId: create.isPending ? (naming?.definition.id ?? null) : null,
    naming,
    isSaving: create.isPending,
    createError,
    start,
    saveName,
    closeNaming: () => setNaming(null),
    dismissCreateError: () => setCreateError(null),
  };
}
