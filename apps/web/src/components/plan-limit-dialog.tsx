import { PlanLimitNotice } from './plan-limit-notice.tsx';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './ui/dialog.tsx';
import { DialogFooter } from './ui/dialog-footer.tsx';

interface PlanLimitDialogProps {
  title: string;
  /** What stops it and the way to more; the dialog is open while set. */
  text: string | null;
  onClose: () => void;
}

/** In place of a form the plan would refuse: the limit and See plans, before any work. */
export function PlanLimitDialog({ title, text, onClose }: PlanLimitDialogProps) {
  return (
    <Dialog open={text !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="sr-only">{text}</DialogDescription>
        <PlanLimitNotice className="mt-4">{text}</PlanLimitNotice>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
