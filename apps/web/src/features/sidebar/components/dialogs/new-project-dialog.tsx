import { LIMITS, messages } from '@filldeck/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PlanLimitNotice } from '../../../../components/plan-limit-notice.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { DialogClose } from '../../../../components/ui/dialog.tsx';
import { DialogFooter } from '../../../../components/ui/dialog-footer.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { type NewProjectFormValues, newProjectFormSchema } from '../../schemas.ts';
import { SidebarDialogFrame } from './sidebar-dialog-frame.tsx';

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
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{messages.sidebar.cancel}</Button>
        </DialogClose>
        <Button type="submit" isLoading={isPending}>
          Create
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * New Project: a name is required ('Project name is required'). At the plan's project limit the
 * form is not offered: the limit and the way to more are.
 */
export function NewProjectDialog({ open, onClose, onCloseAutoFocus, limitText, ...formProps }: NewProjectDialogProps) {
  return (
    <SidebarDialogFrame
      open={open}
      title={messages.sidebar.newProject}
      description="Projects group your templates."
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {limitText ? (
        <div className="mt-4 flex flex-col gap-4">
          <PlanLimitNotice>{limitText}</PlanLimitNotice>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
          </DialogFooter>
        </div>
      ) : (
        <NewProjectForm {...formProps} />
      )}
    </SidebarDialogFrame>
  );
}
