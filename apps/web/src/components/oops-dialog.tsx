import { texts } from '@filldeck/shared';
import { Link } from 'react-router';
import type { ErrorNotice } from '#lib/error-text.ts';
import { Button, buttonClasses } from './ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './ui/dialog.tsx';
import { DialogFooter } from './ui/dialog-footer.tsx';
import { useFocusReturn } from './ui/use-focus-return.ts';

interface OopsDialogProps {
  /** The error to show; the dialog is open while it is set. */
  notice: ErrorNotice | null;
  /** Appended when the plan stopped the request (`notice.suggestsUpgrade`; docs/product.md#errors-and-empty-states). */
  upgradeHint: string;
  onClose: () => void;
  /** Where focus goes when the dialog closes (by default back to the element focused when it opened). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The error dialog 'Oops!' with a Close button, shared by the sidebar and the prebuilt grid. */
export function OopsDialog({ notice, upgradeHint, onClose, onCloseAutoFocus }: OopsDialogProps) {
  const message = notice?.message ?? null;
  const showsHint = notice?.suggestsUpgrade ?? false;
  const returnFocus = useFocusReturn(message !== null);
  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog" onCloseAutoFocus={onCloseAutoFocus ?? returnFocus}>
        <DialogTitle>{texts.sidebar.oops}</DialogTitle>
        <DialogDescription asChild>
          <div className="mt-2 flex flex-col gap-2">
            <p>{message}</p>
            {showsHint ? <p className="font-medium text-amber-800 dark:text-amber-300">{upgradeHint}</p> : null}
          </div>
        </DialogDescription>
        <DialogFooter>
          {showsHint ? (
            <Link to="/subscription" onClick={onClose} className={buttonClasses('secondary', 'md')}>
              View plans
            </Link>
          ) : null}
          <Button onClick={onClose} autoFocus>
            {texts.sidebar.close}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
