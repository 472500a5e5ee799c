import { LIMITS, texts } from '@filldeck/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextField } from '#components/ui/text-field.tsx';
import { TextareaField } from '#components/ui/textarea-field.tsx';
import { type NewTemplateFormValues, newTemplateFormSchema } from '../../schemas.ts';
import { CreateFormFooter, GatedFormDialog } from './gated-form-dialog.tsx';

interface NewTemplateDialogProps {
  open: boolean;
  isPending: boolean;
  /** At the plan's template limit: said instead of the form. */
  limitText: string | null;
  onSubmit: (values: NewTemplateFormValues) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

function NewTemplateForm({ isPending, onSubmit }: Pick<NewTemplateDialogProps, 'isPending' | 'onSubmit'>) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewTemplateFormValues>({
    resolver: zodResolver(newTemplateFormSchema),
    defaultValues: { name: '', aiInstructions: '' },
  });
  return (
    <form
      noValidate
      className="mt-4 flex flex-col gap-4"
      onSubmit={handleSubmit((values) => {
        if (!isPending) onSubmit(values);
      })}
    >
      <TextField
        label="Template name"
        autoComplete="off"
        maxLength={LIMITS.name}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextareaField
        label="AI instructions"
        rows={4}
        maxLength={LIMITS.aiInstructions}
        hint="How the AI should fill forms with this template."
        error={errors.aiInstructions?.message}
        {...register('aiInstructions')}
      />
      <CreateFormFooter isPending={isPending} />
    </form>
  );
}

/**
 * New Template: a name and AI instructions are required. At the plan's template limit the form
 * is not offered: the limit and the way to more are.
 */
export function NewTemplateDialog({
  open,
  onClose,
  onCloseAutoFocus,
  limitText,
  ...formProps
}: NewTemplateDialogProps) {
  return (
    <GatedFormDialog
      open={open}
      title={texts.sidebar.newTemplate}
      description="Name the template and tell the AI how to fill forms with it."
      limitText={limitText}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <NewTemplateForm {...formProps} />
    </GatedFormDialog>
  );
}
