import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#components/ui/dialog.tsx';
import { DialogFooter } from '#components/ui/dialog-footer.tsx';
import { listNames, type SharedEdit } from '../utils/shared-components.ts';

interface SharedChangesDialogProps {
  /** The staged component changes that reach other templates; the dialog is open when there are any. */
  edits: readonly SharedEdit[];
  onConfirm: () => void;
  onCancel: () => void;
}

/** Before Save Template writes a component other templates use: says which, and asks. */
export function SharedChangesDialog({ edits, onConfirm, onCancel }: SharedChangesDialogProps) {
  const count = new Set(edits.flatMap((edit) => edit.otherTemplates)).size;
  return (
    <Dialog open={edits.length > 0} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent role="alertdialog">
        <DialogTitle>
          {count === 1 ? 'Change 1 other template too?' : `Change ${count} other templates too?`}
        </DialogTitle>
        <DialogDescription>
          Components are shared: saving changes them in every template that uses them.
        </DialogDescription>
        <ul className="mt-4 flex flex-col gap-2 text-sm">
          {edits.map((edit) => (
            <li key={edit.componentId}>
              <span className="font-medium">{edit.title}</span> is also in {listNames(edit.otherTemplates)}.
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Save everywhere</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
