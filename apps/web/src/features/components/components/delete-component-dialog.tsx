import { type ListedComponent, texts } from '@filldeck/shared';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#components/ui/dialog.tsx';
import { DialogFooter } from '#components/ui/dialog-footer.tsx';
import { usageSentence } from '../utils/usage-text.ts';

interface DeleteComponentDialogProps {
  /** The component asked about; null when the dialog is closed. */
  component: ListedComponent | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the opener may be gone after a delete). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks before deleting, naming the templates that use the component and saying what happens to
 * them (its section is removed; the rest of each template stays); the delete can then be undone
 * for a few seconds.
 */
export function DeleteComponentDialog(props: DeleteComponentDialogProps) {
  const { component, isDeleting, onConfirm, onClose, onCloseAutoFocus } = props;
  const isUsed = (component?.usedIn.length ?? 0) > 0;
  return (
    <Dialog open={component !== null} onOpenChange={(open) => (open || isDeleting ? undefined : onClose())}>
      <DialogContent role="alertdialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>Delete component</DialogTitle>
        <DialogDescription>
          {component ? texts.sidebar.confirmDelete('component', component.title) : null}
        </DialogDescription>
        {component ? (
          <div className="mt-3 flex flex-col gap-2 text-sm text-zinc-700 dark:text-zinc-300">
            <p className={isUsed ? 'font-medium text-zinc-900 dark:text-zinc-100' : undefined}>
              {usageSentence(component.usedIn)}
            </p>
            {isUsed ? (
              <p>
                Its section is removed from {component.usedIn.length === 1 ? 'that template' : 'those templates'}; their
                other sections and fields stay.
              </p>
            ) : null}
            <p className="text-zinc-600 dark:text-zinc-400">You can undo this for a few seconds.</p>
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={isDeleting}>
            {texts.sidebar.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm} isLoading={isDeleting}>
            {isDeleting ? texts.components.pleaseWait : texts.sidebar.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
