import { FIELD_TYPE_OPTIONS, hasOptions, isFileType } from '@filldeck/shared';
import { Trash2 } from 'lucide-react';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { FileValueField } from '#components/file-value-field.tsx';
import { SelectOptionsEditor } from '#components/select-options-editor.tsx';
import { Button } from '#components/ui/button.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import type { ComponentFormInput } from '../utils/component-form-schema.ts';
import { DefaultValueTextarea } from './default-value-textarea.tsx';

interface ComponentFieldRowProps {
  index: number;
  control: Control<ComponentFormInput>;
  register: UseFormRegister<ComponentFormInput>;
  errors: FieldErrors<ComponentFormInput>;
  onRemove: () => void;
  /** Empties the value (a type changed to or from File: a file's id is not text, nor text a file). */
  clearValue: () => void;
}

/** One field of a component: label, type (any field type), a growing value, and a select's options. */
export function ComponentFieldRow({ index, control, register, errors, onRemove, clearValue }: ComponentFieldRowProps) {
  const number = index + 1;
  const type = useWatch({ control, name: `fields.${index}.type` });
  const label = useWatch({ control, name: `fields.${index}.label` });
  const typeField = register(`fields.${index}.type`);

  return (
    <fieldset className="relative rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
      <legend className="px-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">Field {number}</legend>
      <div className="flex flex-col gap-3">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start">
          <TextField
            label="Field label"
            autoComplete="off"
            error={errors.fields?.[index]?.label?.message}
            {...register(`fields.${index}.label`)}
          />
          <SelectField
            label="Field type"
            options={FIELD_TYPE_OPTIONS}
            {...typeField}
            onChange={(event) => {
              if (isFileType(event.target.value) !== isFileType(type)) clearValue();
              return typeField.onChange(event);
            }}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove field ${number}`}
            title={`Remove field ${number}`}
            onClick={onRemove}
            className="absolute top-1 right-1 text-zinc-600 hover:text-red-700 sm:static sm:mt-6.5 dark:text-zinc-400 dark:hover:text-red-400"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
        {hasOptions(type) ? (
          <Controller
            control={control}
            name={`fields.${index}.options`}
            render={({ field }) => (
              <SelectOptionsEditor options={field.value ?? []} onChange={field.onChange} fieldName={label} />
            )}
          />
        ) : null}
        {isFileType(type) ? (
          <Controller
            control={control}
            name={`fields.${index}.defaultValue`}
            render={({ field }) => <FileValueField label="Value" value={field.value ?? ''} onChange={field.onChange} />}
          />
        ) : (
          <DefaultValueTextarea registration={register(`fields.${index}.defaultValue`)} />
        )}
      </div>
    </fieldset>
  );
}
