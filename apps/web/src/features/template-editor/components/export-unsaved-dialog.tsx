import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#components/ui/dialog.tsx';
import { DialogFooter } from '#components/ui/dialog-footer.tsx';

interface ExportUnsavedDialogProps {
  isOpen: boolean;
  onExportSaved: () => void;
  onCancel: () => void;
}

/** Export with unsaved changes: the file has the saved version, and the user is told so first. */
export function ExportUnsavedDialog({ isOpen, onExportSaved, onCancel }: ExportUnsavedDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent role="alertdialog">
        <DialogTitle>Export the saved version?</DialogTitle>
        <DialogDescription>
          Your unsaved changes are not in the export. To include them, save the template first.
        </DialogDescription>
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onExportSaved}>Export saved version</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
