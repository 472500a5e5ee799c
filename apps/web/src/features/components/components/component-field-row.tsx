import { COMPONENT_FIELD_TYPES } from '@filldeck/shared';
import { Trash2 } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldTypeLabel } from '../../../lib/field-type-label.ts';
import type { ComponentFormInput } from '../utils/component-form-schema.ts';
import { DefaultValueTextarea } from './default-value-textarea.tsx';

interface ComponentFieldRowProps {
  index: number;
  /** The field's type when the form opened: kept as a choice when the editor does not offer it. */
  initialType: string;
  register: UseFormRegister<ComponentFormInput>;
  errors: FieldErrors<ComponentFormInput>;
  onRemove: () => void;
}

/** One field of a component: label, type (Text, Number, Date) and a growing default value. */
export function ComponentFieldRow({ index, initialType, register, errors, onRemove }: ComponentFieldRowProps) {
  const number = index + 1;
  const isOffered = COMPONENT_FIELD_TYPES.some((type) => type.value === initialType);
  const typeOptions = isOffered
    ? COMPONENT_FIELD_TYPES
    : [...COMPONENT_FIELD_TYPES, { value: initialType, label: fieldTypeLabel(initialType) }];

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
          <SelectField label="Field type" options={typeOptions} {...register(`fields.${index}.type`)} />
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
        <DefaultValueTextarea registration={register(`fields.${index}.defaultValue`)} />
      </div>
    </fieldset>
  );
}
