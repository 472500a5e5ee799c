import { messages, type PrebuiltTemplate } from '@filldeck/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreatePrebuiltTemplate } from '../api/create-prebuilt-template.ts';
import { useUpdateTemplateName } from '../api/update-template-name.ts';
import { prebuiltErrorText } from '../utils/prebuilt-error-text.ts';

export interface NamingStep {
  templateId: string;
  defaultName: string;
}

/**
 * Spec section 4, prebuilt template creation: the clicked card spins while the template is
 * created; then 'Set Template Name' asks for a name (default 'Prebuilt: {title}'); saving renames
 * it and opens /templates/{id}. Closing the dialog resets the card. Errors go to 'Oops!'.
 */
export function usePrebuiltFlow(isSignedIn: boolean) {
  const navigate = useNavigate();
  const create = useCreatePrebuiltTemplate();
  const rename = useUpdateTemplateName();
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [naming, setNaming] = useState<NamingStep | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);

  async function start(definition: PrebuiltTemplate) {
    if (loadingId !== null) return;
    if (!isSignedIn) {
      setCreateError(messages.prebuilt.mustBeLoggedIn);
      return;
    }
    setLoadingId(definition.id);
    try {
      const templateId = await create.mutateAsync(definition);
      if (!templateId) throw new Error('No template id in the answer');
      setNaming({ templateId, defaultName: messages.prebuilt.defaultName(definition.title) });
    } catch (error) {
      setLoadingId(null);
      setCreateError(prebuiltErrorText(error, 'create'));
    }
  }

  async function saveName(name: string) {
    if (!naming || rename.isPending) return;
    try {
      await rename.mutateAsync({ templateId: naming.templateId, name });
      navigate(`/templates/${naming.templateId}`);
    } catch (error) {
      setRenameError(prebuiltErrorText(error, 'rename'));
    }
  }

  function closeNaming() {
    setNaming(null);
    setLoadingId(null);
    setRenameError(null);
  }

  return {
    loadingId,
    naming,
    isSaving: rename.isPending,
    createError,
    renameError,
    start,
    saveName,
    closeNaming,
    dismissCreateError: () => setCreateError(null),
    dismissRenameError: () => setRenameError(null),
  };
}
