import { LIMITS, messages } from '@filldeck/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFocusReturn } from '../../../components/ui/use-focus-return.ts';

interface SetTemplateNameDialogProps {
  /** The name the field starts with ('Prebuilt: {title}'); the dialog is open while set. */
  defaultName: string | null;
  isSaving: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
  /** Rendered inside the dialog, e.g. the 'Oops!' dialog of a failed rename, stacked on top. */
  children?: ReactNode;
}

function NameForm({
  defaultName,
  isSaving,
  onSave,
}: {
  defaultName: string;
  isSaving: boolean;
  onSave: (name: string) => void;
}) {
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(messages.sidebar.templateNameRequired);
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
          <Button variant="secondary">{messages.sidebar.cancel}</Button>
        </DialogClose>
        <Button type="submit" isLoading={isSaving}>
          {messages.sidebar.save}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 'Set Template Name' after a prebuilt template is created; closing it keeps the template as is. */
export function SetTemplateNameDialog({
  defaultName,
  isSaving,
  onSave,
  onClose,
  children,
}: SetTemplateNameDialogProps) {
  // Back to the card that was clicked.
  const returnFocus = useFocusReturn(defaultName !== null);
  return (
    <Dialog open={defaultName !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        <DialogTitle>{messages.prebuilt.setTemplateName}</DialogTitle>
        <DialogDescription>Your template is ready. Give it a name to open it in the editor.</DialogDescription>
        {defaultName !== null ? <NameForm defaultName={defaultName} isSaving={isSaving} onSave={onSave} /> : null}
        {children}
      </DialogContent>
    </Dialog>
  );
}
