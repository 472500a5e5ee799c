import type { Blocker } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#components/ui/dialog.tsx';
import { DialogFooter } from '#components/ui/dialog-footer.tsx';

/** Asks before following a link away from a template with unsaved changes. */
export function LeaveConfirmDialog({ blocker }: { blocker: Blocker }) {
  const isOpen = blocker.state === 'blocked';
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : blocker.reset?.())}>
      <DialogContent role="alertdialog">
        <DialogTitle>Leave without saving?</DialogTitle>
        <DialogDescription>
          Your changes to this template have not been saved. If you leave now, they will be lost.
        </DialogDescription>
        <DialogFooter>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            Stay on this page
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
