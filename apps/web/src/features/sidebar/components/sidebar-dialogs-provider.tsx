import { type ReactNode, useMemo } from 'react';
import { useExpandedProjects } from '../hooks/use-expanded-projects.ts';
import { SidebarDialogsContext, useSidebarDialogState } from '../hooks/use-sidebar-dialogs.ts';
import type { SidebarContent } from '../types.ts';
import { SidebarDialogs } from './sidebar-dialogs.tsx';

/**
 * The sidebar's dialogs (Rename, Move to Project, Delete, New Project, New Template, 'Oops!') for
 * the whole signed-in shell: the sidebar's item menus and the pages' rows and buttons open the
 * same dialogs, which carry out what they confirm with the same actions.
 */
export function SidebarDialogsProvider({ content, children }: { content: SidebarContent; children: ReactNode }) {
  const { dialog, open, close, showError, returnFocus } = useSidebarDialogState();
  const { setExpanded } = useExpandedProjects();
  const api = useMemo(
    () => ({ open, showError, isDeleting: content.isDeleting }),
    [open, showError, content.isDeleting],
  );
  return (
    <SidebarDialogsContext value={api}>
      {children}
      <SidebarDialogs
        dialog={dialog}
        content={content}
        close={close}
        showError={showError}
        returnFocus={returnFocus}
        expandProject={(projectId) => setExpanded(projectId, true)}
      />
    </SidebarDialogsContext>
  );
}
