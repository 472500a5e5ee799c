import {
  REMEMBERED_LIMITS,
  type RememberedAnswer,
  texts,
  type UpdateRememberedAnswerRequest,
  updateRememberedAnswerRequestSchema,
} from '@filldeck/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#components/ui/dialog.tsx';
import { DialogFooter } from '#components/ui/dialog-footer.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextareaField } from '#components/ui/textarea-field.tsx';
import { errorText } from '#lib/error-text.ts';
import { useUpdateRememberedAnswer } from '../api/update-remembered-answer.ts';
import { fieldName, isLongAnswer, optionsText } from '../utils/field-display.ts';

export interface EditTarget {
  site: string;
  answer: RememberedAnswer;
}

interface EditAnswerDialogProps {
  /** The answer being edited; null when the dialog is closed. */
  target: EditTarget | null;
  onClose: () => void;
  onSaved: (answer: RememberedAnswer) => void;
  onCloseAutoFocus: (event: Event) => void;
}

function EditAnswerForm({
  target,
  onClose,
  onSaved,
}: { target: EditTarget } & Omit<EditAnswerDialogProps, 'target' | 'onCloseAutoFocus'>) {
  const update = useUpdateRememberedAnswer();
  const { answer } = target;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UpdateRememberedAnswerRequest>({
    resolver: zodResolver(updateRememberedAnswerRequestSchema),
    defaultValues: { value: answer.value },
  });
  const hint = optionsText(answer.field) ?? undefined;
  const fieldProps = {
    label: texts.rememberedAnswers.valueLabel,
    hint,
    error: errors.value?.message,
    maxLength: REMEMBERED_LIMITS.value,
    autoComplete: 'off',
    ...register('value'),
  };
  return (
    <form
      noValidate
      className="mt-4 flex flex-col gap-4"
      onSubmit={handleSubmit(({ value }) => {
        if (update.isPending) return;
        update.mutate({ id: answer.id, value }, { onSuccess: onSaved });
      })}
    >
      {isLongAnswer(answer.field, answer.value) ? (
        <TextareaField rows={5} {...fieldProps} />
      ) : (
        <TextField {...fieldProps} />
      )}
      {update.isError ? (
        <Alert tone="error">{errorText(update.error, { fallback: texts.rememberedAnswers.saveFailed })}</Alert>
      ) : null}
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          {texts.rememberedAnswers.cancel}
        </Button>
        <Button type="submit" isLoading={update.isPending}>
          {texts.rememberedAnswers.save}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Edit: the answer in a labelled box (the field's choices as its hint), Save and Cancel; Escape cancels. */
export function EditAnswerDialog({ target, onClose, onSaved, onCloseAutoFocus }: EditAnswerDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{texts.rememberedAnswers.editTitle}</DialogTitle>
        <DialogDescription>
          {target ? texts.rememberedAnswers.editDescription(fieldName(target.answer.field), target.site) : null}
        </DialogDescription>
        {target ? <EditAnswerForm key={target.answer.id} target={target} onClose={onClose} onSaved={onSaved} /> : null}
      </DialogContent>
    </Dialog>
  );
}
