import { limitReachedText, normalizePlan, PLAN_LIMITS, texts } from '@filldeck/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type ErrorNotice, suggestsUpgrade } from '#lib/error-text.ts';
import { useCreateTemplate } from '../api/create-template.ts';
import { useTemplates } from '../api/list-templates.ts';
import { createTemplateErrorText } from '../utils/create-template-error-text.ts';

interface NewTemplateOptions {
  /** The name the dialog suggests. */
  suggestedName: string;
  /** The project it goes into (the project page), if any. */
  projectId?: string;
  /** The user's plan: at its template limit the limit is told instead of the name dialog. */
  plan: string;
}

/**
 * + New Template on a page: asks for the name first (suggesting one); only the confirmed dialog
 * creates the template (with no fields) and opens it in the editor. Cancelling creates nothing.
 */
export function useNewTemplate({ suggestedName, projectId, plan }: NewTemplateOptions) {
  const navigate = useNavigate();
  const create = useCreateTemplate();
  const templates = useTemplates();
  const [isNaming, setNaming] = useState(false);
  const [limitText, setLimitText] = useState<string | null>(null);
  const [error, setError] = useState<ErrorNotice | null>(null);

  async function createAndOpen(name: string) {
    if (create.isPending) return;
    setError(null);
    try {
      const templateId = await create.mutateAsync({ title: name, fields: [], ...(projectId ? { projectId } : {}) });
      if (templateId) return navigate(`/templates/${templateId}`);
      setNaming(false);
      setError({ message: texts.projectPage.missingTemplateId, suggestsUpgrade: false });
    } catch (caught) {
      setNaming(false);
      setError({ message: createTemplateErrorText(caught), suggestsUpgrade: suggestsUpgrade(caught) });
    }
  }

  return {
    /** The dialog's starting name while it is open, else null. */
    dialogName: isNaming ? suggestedName : null,
    askForName: () => {
      setError(null);
      const planId = normalizePlan(plan);
      if ((templates.data?.length ?? 0) >= PLAN_LIMITS[planId].templates) {
        setLimitText(limitReachedText('templates', planId));
      } else {
        setNaming(true);
      }
    },
    /** At the template limit: what stops a new template, while that is shown. */
    limitText,
    closeLimit: () => setLimitText(null),
    cancel: () => setNaming(false),
    createAndOpen,
    isCreating: create.isPending,
    error,
  };
}
