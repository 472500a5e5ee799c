import { texts } from '@filldeck/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OopsDialog } from '#components/oops-dialog.tsx';
import { type ErrorNotice, errorNotice } from '#lib/error-text.ts';
import { onFirstMove } from '#lib/on-first-move.ts';
import type { SidebarContent, SidebarDialog, SidebarItem } from '../types.ts';
import { DeleteDialog } from './dialogs/delete-dialog.tsx';
import { MoveDialog } from './dialogs/move-dialog.tsx';

// The dialogs with forms (and the form library) load after the page, not with it.
const loadNewProject = () => import('./dialogs/new-project-dialog.tsx');
const loadNewTemplate = () => import('./dialogs/new-template-dialog.tsx');
const loadRename = () => import('./dialogs/rename-dialog.tsx');
const NewProjectDialog = lazy(async () => ({ default: (await loadNewProject()).NewProjectDialog }));
const NewTemplateDialog = lazy(async () => ({ default: (await loadNewTemplate()).NewTemplateDialog }));
const RenameDialog = lazy(async () => ({ default: (await loadRename()).RenameDialog }));

/**
 * Fetches the form dialogs at the user's first move, so opening one is instant while the page's
 * first load (what a phone waits for before it can use the page) stays without the form library.
 */
function usePreloadedFormDialogs(): void {
  useEffect(
    () => onFirstMove(() => void Promise.all([loadNewProject(), loadNewTemplate(), loadRename()]).catch(() => {})),
    [],
  );
}

interface SidebarDialogsProps {
  dialog: SidebarDialog | null;
  content: SidebarContent;
  close: () => void;
  showError: (notice: ErrorNotice) => void;
  returnFocus: (event: Event) => void;
  /** Expands a project the user just moved a template into. */
  expandProject: (projectId: string) => void;
}

const unexpected = { fallback: texts.sidebar.unexpectedServerError };

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
  usePreloadedFormDialogs();

  async function run(action: () => Promise<unknown>, fallback: { fallback: string }, after?: () => void) {
    setSaving(true);
    try {
      await action();
      close();
      after?.();
    } catch (error) {
      showError(errorNotice(error, fallback));
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
      showError(errorNotice(error, { fallback: texts.sidebar.failedToCreateTemplate }));
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
      showError(errorNotice(error, unexpected));
    } finally {
      setDeletingKey(null);
    }
  }

  const renameItem = dialog?.kind === 'rename' ? dialog.item : null;
  const moveItem = dialog?.kind === 'move' ? dialog.item : null;
  const deleteItem = dialog?.kind === 'delete' ? dialog.item : null;

  return (
    <>
      <Suspense fallback={null}>
        {dialog?.kind === 'newProject' ? (
          <NewProjectDialog
            open
            isPending={content.isCreatingProject}
            limitText={content.projectLimitText}
            onSubmit={(name) =>
              run(() => content.createProject(name), { fallback: texts.sidebar.failedToCreateProject })
            }
            {...frame}
          />
        ) : null}
        {dialog?.kind === 'newTemplate' ? (
          <NewTemplateDialog
            open
            isPending={content.isCreatingTemplate}
            limitText={content.templateLimitText}
            onSubmit={createTemplate}
            {...frame}
          />
        ) : null}
        {renameItem ? (
          <RenameDialog
            item={renameItem}
            isPending={isSaving}
            onSubmit={(name) => {
              if (name === renameItem.name) return close();
              const { type, id } = renameItem;
              run(
                () => (type === 'project' ? content.renameProject(id, name) : content.renameTemplate(id, name)),
                unexpected,
              );
            }}
            {...frame}
          />
        ) : null}
      </Suspense>
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
        notice={dialog?.kind === 'oops' ? dialog : null}
        upgradeHint={texts.sidebar.upgradeHint}
        onClose={close}
        onCloseAutoFocus={returnFocus}
      />
    </>
  );
}
