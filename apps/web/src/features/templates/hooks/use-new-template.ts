import { messages } from '@filldeck/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateTemplate } from '../api/create-template.ts';
import { createTemplateErrorText } from '../utils/create-template-error-text.ts';

interface NewTemplateOptions {
  /** The name the dialog suggests. */
  suggestedName: string;
  /** The project it goes into (the project page), if any. */
  projectId?: string;
}

/**
 * + New Template on a page: asks for the name first (suggesting one); only the confirmed dialog
 * creates the template (with no fields) and opens it in the editor. Cancelling creates nothing.
 */
export function useNewTemplate({ suggestedName, projectId }: NewTemplateOptions) {
  const navigate = useNavigate();
  const create = useCreateTemplate();
  const [isNaming, setNaming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function createAndOpen(name: string) {
    if (create.isPending) return;
    setError(null);
    try {
      const templateId = await create.mutateAsync({ title: name, fields: [], ...(projectId ? { projectId } : {}) });
      if (templateId) return navigate(`/templates/${templateId}`);
      setNaming(false);
      setError(messages.projectPage.missingTemplateId);
    } catch (caught) {
      setNaming(false);
      setError(createTemplateErrorText(caught));
    }
  }

  return {
    /** The dialog's starting name while it is open, else null. */
    dialogName: isNaming ? suggestedName : null,
    askForName: () => {
      setError(null);
      setNaming(true);
    },
    cancel: () => setNaming(false),
    createAndOpen,
    isCreating: create.isPending,
    error,
  };
}
