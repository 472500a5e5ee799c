import { messages } from '@filldeck/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateTemplate } from '../api/create-template.ts';
import { createTemplateErrorText } from '../utils/create-template-error-text.ts';

interface NewTemplateOptions {
  /** The new template's name. */
  title: string;
  /** The project it goes into (the project page), if any. */
  projectId?: string;
}

/** + New Template on a page: creates the template with no fields and opens it in the editor. */
export function useNewTemplate({ title, projectId }: NewTemplateOptions) {
  const navigate = useNavigate();
  const create = useCreateTemplate();
  const [error, setError] = useState<string | null>(null);

  async function createAndOpen() {
    if (create.isPending) return;
    setError(null);
    try {
      const templateId = await create.mutateAsync({ title, fields: [], ...(projectId ? { projectId } : {}) });
      if (templateId) navigate(`/templates/${templateId}`);
      else setError(messages.projectPage.missingTemplateId);
    } catch (caught) {
      setError(createTemplateErrorText(caught));
    }
  }

  return { createAndOpen, isCreating: create.isPending, error };
}
