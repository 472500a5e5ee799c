import { type Component, messages } from '@filldeck/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';

interface DeleteComponentDialogProps {
  /** The component asked about; null when the dialog is closed. */
  component: Component | null;
  isDeleting: boolean;
  errorMessage: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting; while the delete runs it says 'Please wait…' and cannot be dismissed. */
export function DeleteComponentDialog(props: DeleteComponentDialogProps) {
  const { component, isDeleting, errorMessage, onConfirm, onClose } = props;
  return (
    <Dialog open={component !== null} onOpenChange={(open) => (open || isDeleting ? undefined : onClose())}>
      <DialogContent role="alertdialog">
        <DialogTitle>Delete component</DialogTitle>
        <DialogDescription>
          {component ? messages.sidebar.confirmDelete('component', component.title) : null}
        </DialogDescription>
        {errorMessage ? (
          <Alert tone="error" className="mt-4">
            {errorMessage}
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={isDeleting}>
            {messages.sidebar.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm} isLoading={isDeleting}>
            {isDeleting ? messages.components.pleaseWait : messages.sidebar.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
