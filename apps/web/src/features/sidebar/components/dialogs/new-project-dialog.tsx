import { LIMITS, texts } from '@filldeck/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextField } from '#components/ui/text-field.tsx';
import { type NewProjectFormValues, newProjectFormSchema } from '../../schemas.ts';
import { CreateFormFooter, GatedFormDialog } from './gated-form-dialog.tsx';

interface NewProjectDialogProps {
  open: boolean;
  isPending: boolean;
  /** At the plan's project limit: said instead of the form. */
  limitText: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

function NewProjectForm({ isPending, onSubmit }: Pick<NewProjectDialogProps, 'isPending' | 'onSubmit'>) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewProjectFormValues>({ resolver: zodResolver(newProjectFormSchema), defaultValues: { name: '' } });
  return (
    <form
      noValidate
      className="mt-4 flex flex-col gap-4"
      onSubmit={handleSubmit(({ name }) => {
        if (!isPending) onSubmit(name);
      })}
    >
      <TextField
        label="Project name"
        autoComplete="off"
        maxLength={LIMITS.name}
        error={errors.name?.message}
        {...register('name')}
      />
      <CreateFormFooter isPending={isPending} />
    </form>
  );
}

/**
 * New Project: a name is required ('Project name is required'). At the plan's project limit the
 * form is not offered: the limit and the way to more are.
 */
export function NewProjectDialog({ open, onClose, onCloseAutoFocus, limitText, ...formProps }: NewProjectDialogProps) {
  return (
    <GatedFormDialog
      open={open}
      title={texts.sidebar.newProject}
      description="Projects group your templates."
      limitText={limitText}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <NewProjectForm {...formProps} />
    </GatedFormDialog>
  );
}
