import type { Template } from '@filldeck/shared';
import { FolderInput } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { CheckboxField } from '#components/ui/checkbox-field.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#components/ui/dialog.tsx';
import { DialogFooter } from '#components/ui/dialog-footer.tsx';
import { errorText } from '#lib/error-text.ts';
import { usePatchTemplate } from '../api/patch-template.ts';

interface AddTemplatesDialogProps {
  projectId: string;
  projectName: string;
  /** Every template the user has; those already in the project are left out. */
  templates: readonly Template[];
  /** Names of projects, to say where each template is now. */
  projectNames: ReadonlyMap<string, string>;
}

interface AddTemplatesFormProps extends Omit<AddTemplatesDialogProps, 'projectName'> {
  onDone: () => void;
}

function whereNow(template: Template, projectNames: ReadonlyMap<string, string>): string {
  const project = template.projectId ? projectNames.get(template.projectId) : undefined;
  return project ? `now in ${project}` : 'no project';
}

function AddTemplatesForm({ projectId, templates, projectNames, onDone }: AddTemplatesFormProps) {
  const patch = usePatchTemplate();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [isMoving, setMoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const candidates = templates.filter((template) => template.projectId !== projectId && !template.locked);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isMoving) return;
    if (chosen.size === 0) return setError('Choose at least one template.');
    setMoving(true);
    setError(null);
    try {
      for (const templateId of chosen) await patch.mutateAsync({ templateId, body: { projectId } });
      onDone();
    } catch (caught) {
      setError(errorText(caught, { fallback: 'The templates could not be moved. Please try again.' }));
    } finally {
      setMoving(false);
    }
  };

  if (candidates.length === 0) {
    return (
      <>
        <p className="mt-4 text-sm text-zinc-700 dark:text-zinc-300">
          {templates.length === 0 ? 'You have no templates yet.' : 'Every template you can open is already here.'}
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </DialogFooter>
      </>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <fieldset className="flex max-h-72 flex-col gap-3 overflow-y-auto">
        <legend className="sr-only">Templates to add</legend>
        {candidates.map((template) => (
          <CheckboxField
            key={template.id}
            label={`${template.name} (${whereNow(template, projectNames)})`}
            checked={chosen.has(template.id)}
            onChange={(event) => {
              const next = new Set(chosen);
              if (event.target.checked) next.add(template.id);
              else next.delete(template.id);
              setChosen(next);
              setError(null);
            }}
          />
        ))}
      </fieldset>
      {error ? (
        <Alert tone="error">
          <p role="alert">{error}</p>
        </Alert>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" isLoading={isMoving}>
          {chosen.size > 1 ? `Add ${chosen.size} templates` : 'Add'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Add templates (project page): pick templates from elsewhere and move them into this project. */
export function AddTemplatesDialog({ projectName, ...formProps }: AddTemplatesDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" className="shrink-0">
          <FolderInput aria-hidden="true" className="size-4" />
          Add templates
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Add templates</DialogTitle>
        <DialogDescription>Choose templates to move into "{projectName}".</DialogDescription>
        {open ? <AddTemplatesForm onDone={() => setOpen(false)} {...formProps} /> : null}
      </DialogContent>
    </Dialog>
  );
}
