import { LIMITS, texts } from '@filldeck/shared';
import { type FormEvent, useState } from 'react';
import { Button } from './ui/button.tsx';
import { DialogClose } from './ui/dialog.tsx';
import { DialogFooter } from './ui/dialog-footer.tsx';
import { TextField } from './ui/text-field.tsx';

interface NameFormProps {
  defaultName: string;
  submitLabel: string;
  isSaving: boolean;
  onSave: (name: string) => void;
}

/**
 * TemplateNameDialog's form. Its own module, loaded when a dialog first opens: the field's limit
 * comes with the template schemas (and zod), which the dashboard's first load goes without.
 */
export function NameForm({ defaultName, submitLabel, isSaving, onSave }: NameFormProps) {
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
