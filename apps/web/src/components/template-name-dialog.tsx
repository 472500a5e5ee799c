import { LIMITS, texts } from '@filldeck/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from './ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './ui/dialog.tsx';
import { DialogFooter } from './ui/dialog-footer.tsx';
import { TextField } from './ui/text-field.tsx';
import { useFocusReturn } from './ui/use-focus-return.ts';

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

function NameForm({
  defaultName,
  submitLabel,
  isSaving,
  onSave,
}: Pick<TemplateNameDialogProps, 'submitLabel' | 'isSaving' | 'onSave'> & { defaultName: string }) {
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(texts.sidebar.templateNameRequired);
    if (!isSaving) onSave(trimmed);
  };
  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <TextField
        label="Template name"
        value={name}
        maxLength={LIMITS.name}
        autoComplete="off"
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={isSaving}>
            {texts.sidebar.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" isLoading={isSaving}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
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
  // Back to the button or card that opened it.
  const returnFocus = useFocusReturn(defaultName !== null);
  return (
    <Dialog open={defaultName !== null} onOpenChange={(open) => (open || isSaving ? undefined : onClose())}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {details}
        {defaultName !== null ? (
          <NameForm defaultName={defaultName} submitLabel={submitLabel} isSaving={isSaving} onSave={onSave} />
        ) : null}
        {children}
      </DialogContent>
    </Dialog>
  );
}
