import { copyName, type Template, texts } from '@filldeck/shared';
import { useState } from 'react';
import { useSidebarDialogs } from '#features/sidebar/hooks/use-sidebar-dialogs.ts';
import type { SidebarTemplateItem } from '#features/sidebar/types.ts';
import { useDuplicateTemplate } from '#features/templates/api/duplicate-template.ts';
import type { OnTemplateRowAction } from '#features/templates/components/template-list.tsx';
import { errorNotice } from '#lib/error-text.ts';

const asItem = (template: Template): SidebarTemplateItem => ({
  type: 'template',
  id: template.id,
  name: template.name,
  projectId: template.projectId,
  locked: template.locked,
});

/**
 * The pages' template row menus, composed from the sidebar and templates features: Rename, Move
 * to Project and Delete open the sidebar's own dialogs (same checks, same requests, same texts);
 * Duplicate copies on the server. `notice` says what the last duplicate did, for a status line.
 */
export function useTemplateRowActions() {
  const dialogs = useSidebarDialogs();
  const duplicate = useDuplicateTemplate();
  const [notice, setNotice] = useState<string | null>(null);

  const onAction: OnTemplateRowAction = (action, template, opener) => {
    if (template.locked && action !== 'delete') {
      dialogs.open({ kind: 'oops', message: texts.sidebar.lockedTemplateClick, suggestsUpgrade: true }, opener);
      return;
    }
    if (action === 'duplicate') {
      if (duplicate.isPending) return;
      setNotice(`Duplicating "${template.name}"…`);
      duplicate
        .mutateAsync(template.id)
        .then(() => setNotice(`Duplicated as "${copyName(template.name)}".`))
        .catch((error: unknown) => {
          setNotice(null);
          dialogs.open(
            { kind: 'oops', ...errorNotice(error, { fallback: texts.sidebar.unexpectedServerError }) },
            opener,
          );
        });
      return;
    }
    const item = asItem(template);
    dialogs.open(action === 'move' ? { kind: 'move', item } : { kind: action, item }, opener);
  };

  return { onAction, isDeleting: dialogs.isDeleting, notice };
}
