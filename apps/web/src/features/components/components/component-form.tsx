import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import {
  type ComponentFormInput,
  type ComponentFormOutput,
  componentFormSchema,
} from '../utils/component-form-schema.ts';
import {
  type ComponentFormMode,
  canAddField,
  fieldCountError,
  fieldLimitFor,
  fieldLimitNote,
} from '../utils/field-limits.ts';
import { ComponentFieldRow } from './component-field-row.tsx';

interface ComponentFormProps {
  mode: ComponentFormMode;
  plan: string;
  defaultValues: ComponentFormInput;
  submitLabel: string;
  isPending: boolean;
  /** The server's refusal or the fallback text (docs/product.md#components), shown above the buttons. */
  errorMessage: string | null;
  /** Resolves true when saved; the create form then starts over empty. */
  onSubmit: (values: ComponentFormOutput) => Promise<boolean>;
  /** More buttons beside submit (Cancel, Remove). */
  actions?: ReactNode;
}

/** Title plus a list of fields (label, type, default value), within the plan's field limit. */
export function ComponentForm(props: ComponentFormProps) {
  const { mode, plan, defaultValues, submitLabel, isPending, errorMessage, onSubmit, actions } = props;
  const limit = fieldLimitFor(plan);
  const originalCount = defaultValues.fields.length;
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
    setValue,
  } = useForm<ComponentFormInput, unknown, ComponentFormOutput>({
    resolver: zodResolver(componentFormSchema),
    defaultValues,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'fields' });
  const canAdd = canAddField(fields.length, limit);

  const submit = handleSubmit(async (values) => {
    const limitError = fieldCountError(mode, values.fields.length, limit, originalCount);
    if (limitError) {
      setError('root', { message: limitError });
      return;
    }
    if ((await onSubmit(values)) && mode === 'create') reset(defaultValues);
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField label="Title" autoComplete="off" required error={errors.title?.message} {...register('title')} />
      {fields.length > 0 ? (
        <div className="flex flex-col gap-3">
          {fields.map((field, index) => (
            <ComponentFieldRow
              key={field.id}
              index={index}
              control={control}
              register={register}
              errors={errors}
              clearValue={() => setValue(`fields.${index}.defaultValue`, '')}
              onRemove={() => remove(index)}
            />
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={!canAdd}
          onClick={() => append({ label: '', type: 'text', defaultValue: '' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {canAdd || mode === 'edit' ? 'Add Field' : fieldLimitNote('create', limit)}
        </Button>
        {!canAdd && mode === 'edit' ? (
          <p className="text-sm text-amber-800 dark:text-amber-300">{fieldLimitNote('edit', limit)}</p>
        ) : null}
        {canAdd ? null : (
          <TextLink to="/subscription" className="text-sm">
            See plans for more fields
          </TextLink>
        )}
      </div>
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      {errorMessage ? <Alert tone="error">{errorMessage}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <Button type="submit" isLoading={isPending}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
