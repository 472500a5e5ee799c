import { messages } from '@filldeck/shared';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OopsDialog } from '../../../components/oops-dialog.tsx';
import { errorText } from '../../../lib/error-text.ts';
import type { SidebarContent, SidebarDialog, SidebarItem } from '../types.ts';
import { DeleteDialog } from './dialogs/delete-dialog.tsx';
import { MoveDialog } from './dialogs/move-dialog.tsx';
import { NewProjectDialog } from './dialogs/new-project-dialog.tsx';
import { NewTemplateDialog } from './dialogs/new-template-dialog.tsx';
import { RenameDialog } from './dialogs/rename-dialog.tsx';

interface SidebarDialogsProps {
  dialog: SidebarDialog | null;
  content: SidebarContent;
  close: () => void;
  showError: (message: string) => void;
  returnFocus: (event: Event) => void;
  /** Expands a project the user just moved a template into. */
  expandProject: (projectId: string) => void;
}

const unexpected = { fallback: messages.sidebar.unexpectedServerError };

/** Pages that show a deleted item (or a template of a deleted project). */
function showsDeleted(pathname: string, item: SidebarItem, content: SidebarContent): boolean {
  if (pathname === `/${item.type}s/${item.id}`) return true;
  if (item.type !== 'project') return false;
  return (content.templates ?? []).some((t) => t.projectId === item.id && pathname === `/templates/${t.id}`);
}

/** Renders the sidebar's current dialog and carries out what it confirms. */
export function SidebarDialogs({ dialog, content, close, showError, returnFocus, expandProject }: SidebarDialogsProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isSaving, setSaving] = useState(false);
  const [deletingKey, setDeletingKey] = useState<string | null>(null);
  const frame = { onClose: close, onCloseAutoFocus: returnFocus };

  async function run(action: () => Promise<unknown>, fallback: { fallback: string }, after?: () => void) {
    setSaving(true);
    try {
      await action();
      close();
      after?.();
    } catch (error) {
      showError(errorText(error, fallback));
    } finally {
      setSaving(false);
    }
  }

  async function createTemplate(values: { name: string; aiInstructions: string }) {
    try {
      const templateId = await content.createTemplate(values);
      close();
      navigate(templateId ? `/templates/${templateId}` : '/templates');
    } catch (error) {
      showError(errorText(error, { fallback: messages.sidebar.failedToCreateTemplate }));
    }
  }

  async function confirmDelete(item: SidebarItem) {
    if (content.isDeleting) return;
    const key = `${item.type}:${item.id}`;
    setDeletingKey(key);
    try {
      const wasShown = showsDeleted(pathname, item, content);
      await (item.type === 'project' ? content.deleteProject(item.id) : content.deleteTemplate(item.id));
      close();
      if (wasShown) navigate('/dashboard');
    } catch (error) {
      showError(errorText(error, unexpected));
    } finally {
      setDeletingKey(null);
    }
  }

  const renameItem = dialog?.kind === 'rename' ? dialog.item : null;
  const moveItem = dialog?.kind === 'move' ? dialog.item : null;
  const deleteItem = dialog?.kind === 'delete' ? dialog.item : null;

  return (
    <>
      <NewProjectDialog
        open={dialog?.kind === 'newProject'}
        isPending={content.isCreatingProject}
        onSubmit={(name) =>
          run(() => content.createProject(name), { fallback: messages.sidebar.failedToCreateProject })
        }
        {...frame}
      />
      <NewTemplateDialog
        open={dialog?.kind === 'newTemplate'}
        isPending={content.isCreatingTemplate}
        onSubmit={createTemplate}
        {...frame}
      />
      <RenameDialog
        item={renameItem}
        isPending={isSaving}
        onSubmit={(name) => {
          if (!renameItem || name === renameItem.name) return close();
          const { type, id } = renameItem;
          run(
            () => (type === 'project' ? content.renameProject(id, name) : content.renameTemplate(id, name)),
            unexpected,
          );
        }}
        {...frame}
      />
      <MoveDialog
        item={moveItem}
        projects={content.projects ?? []}
        isPending={isSaving}
        onSubmit={(projectId) => {
          if (!moveItem || projectId === moveItem.projectId) return close();
          run(
            () => content.moveTemplate(moveItem.id, projectId),
            unexpected,
            () => {
              if (projectId) expandProject(projectId);
            },
          );
        }}
        {...frame}
      />
      <DeleteDialog
        item={deleteItem}
        isPending={deleteItem !== null && deletingKey === `${deleteItem.type}:${deleteItem.id}`}
        isBlocked={content.isDeleting}
        onConfirm={() => (deleteItem ? confirmDelete(deleteItem) : undefined)}
        {...frame}
      />
      <OopsDialog
        message={dialog?.kind === 'oops' ? dialog.message : null}
        upgradeHint={messages.sidebar.upgradeHint}
        onClose={close}
        onCloseAutoFocus={returnFocus}
      />
    </>
  );
}
