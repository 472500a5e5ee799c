import { displayNameProblem, texts } from '@filldeck/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { errorText } from '#lib/error-text.ts';
import { useUpdateName } from '../api/update-name.ts';

/** The user's name: edited in place, saved with better-auth's update-user. */
export function EditNameForm({ name }: { name: string }) {
  const update = useUpdateName();
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = value.trim() === '' ? texts.account.nameRequired : displayNameProblem(value);
    setProblem(found);
    if (found) return;
    update.mutate(value.trim());
  };

  const serverProblem = update.isError ? errorText(update.error, { fallback: 'Your name could not be saved.' }) : null;
  const isUnchanged = value.trim() === name;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
            update.reset();
          }}
          error={problem ?? serverProblem ?? undefined}
          className="sm:flex-1"
        />
        <Button
          type="submit"
          variant="secondary"
          isLoading={update.isPending}
          disabled={isUnchanged}
          className="sm:mt-6"
        >
          Save name
        </Button>
      </div>
      {update.isSuccess ? <Alert tone="success">{texts.account.nameSaved}</Alert> : null}
    </form>
  );
}
