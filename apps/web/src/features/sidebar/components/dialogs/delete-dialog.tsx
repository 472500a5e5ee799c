import { texts } from '@filldeck/shared';
import { Button } from '#components/ui/button.tsx';
import { DialogClose } from '#components/ui/dialog.tsx';
import { DialogFooter } from '#components/ui/dialog-footer.tsx';
import type { SidebarItem } from '../../types.ts';
import { SidebarDialogFrame } from './sidebar-dialog-frame.tsx';

interface DeleteDialogProps {
  item: SidebarItem | null;
  /** This delete is running. */
  isPending: boolean;
  /** Another delete is running: this one has to wait (docs/product.md#the-signed-in-shell-and-the-sidebar). */
  isBlocked: boolean;
  onConfirm: () => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Delete confirm: 'Are you sure you want to delete the {type} "{name}"?' with Delete and Cancel.
 * The delete itself can be undone for a few seconds from its toast (lib/undoable-delete).
 */
export function DeleteDialog({ item, isPending, isBlocked, onConfirm, onClose, onCloseAutoFocus }: DeleteDialogProps) {
  return (
    <SidebarDialogFrame
      open={item !== null}
      title={item?.type === 'project' ? 'Delete project' : 'Delete template'}
      description={item ? texts.sidebar.confirmDelete(item.type, item.name) : null}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="mt-2 flex flex-col gap-1 text-sm text-zinc-600 dark:text-zinc-400">
        {item?.type === 'project' ? <p>The templates in it are deleted with it.</p> : null}
        <p>You can undo this for a few seconds.</p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{texts.sidebar.cancel}</Button>
        </DialogClose>
        <Button variant="danger" isLoading={isPending} disabled={isBlocked} onClick={onConfirm}>
          {texts.sidebar.delete}
        </Button>
      </DialogFooter>
    </SidebarDialogFrame>
  );
}
