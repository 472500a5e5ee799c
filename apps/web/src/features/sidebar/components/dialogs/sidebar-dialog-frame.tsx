import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#components/ui/dialog.tsx';

interface SidebarDialogFrameProps {
  open: boolean;
  title: string;
  description: ReactNode;
  onClose: () => void;
  /** Sends focus back to whatever opened the dialog. */
  onCloseAutoFocus: (event: Event) => void;
  children: ReactNode;
}

/** A sidebar dialog: Radix traps focus, focuses the first field, and closes on Escape. */
export function SidebarDialogFrame({
  open,
  title,
  description,
  onClose,
  onCloseAutoFocus,
  children,
}: SidebarDialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}
