import { type ReactNode, useEffect, useState } from 'react';
import { onDemand } from '#lib/on-demand.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './ui/dialog.tsx';
import { useFocusReturn } from './ui/use-focus-return.ts';

/**
 * The name form arrives with the first opening, together with Radix's dialog (which the dialog
 * would fetch then anyway): the dialog opens once both are here, its field focused as always.
 */
const nameForm = onDemand(() =>
  Promise.all([import('./template-name-form.tsx'), import('./ui/dialog-radix.tsx')]).then(([form]) => form.NameForm),
);

interface TemplateNameDialogProps {
  title: string;
  description: string;
  /** The suggested name the field starts with; the dialog is open while set. */
  defaultName: string | null;
  submitLabel: string;
  /** The create request runs: Save spins and a second submit is ignored. */
  isSaving: boolean;
  onSave: (name: string) => void;
  /** Cancel, Escape or the overlay: nothing is created. */
  onClose: () => void;
  /** Shown under the description, before the name: what creating it will do. */
  details?: ReactNode;
  /** Rendered inside the dialog, e.g. an 'Oops!' dialog stacked on top. */
  children?: ReactNode;
}

/**
 * Names a template before it is created (New Template on the pages, a prebuilt card): the field
 * starts with the suggested name, only the confirmed dialog creates, and closing it creates nothing.
 */
export function TemplateNameDialog({
  title,
  description,
  defaultName,
  submitLabel,
  isSaving,
  onSave,
  onClose,
  details,
  children,
}: TemplateNameDialogProps) {
  const isOpen = defaultName !== null;
  const [NameForm, setNameForm] = useState(nameForm.get);
  useEffect(() => {
    if (NameForm || !isOpen) return;
    let isCurrent = true;
    nameForm.load().then(
      (loaded) => isCurrent && setNameForm(() => loaded),
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, [NameForm, isOpen]);
  // Back to the button or card that opened it.
  const returnFocus = useFocusReturn(isOpen);
  return (
    <Dialog open={isOpen && NameForm !== undefined} onOpenChange={(open) => (open || isSaving ? undefined : onClose())}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {details}
        {defaultName !== null && NameForm ? (
          <NameForm defaultName={defaultName} submitLabel={submitLabel} isSaving={isSaving} onSave={onSave} />
        ) : null}
        {children}
      </DialogContent>
    </Dialog>
  );
}
