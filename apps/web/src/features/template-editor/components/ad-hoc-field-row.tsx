import { AD_HOC_FIELD_TYPES, type AdHocField } from '@filldeck/shared';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldTypeLabel } from '../../../lib/field-type-label.ts';

interface AdHocFieldRowProps {
  field: AdHocField;
  number: number;
  onChange: (field: AdHocField) => void;
  onRemove: () => void;
}

/** One ad-hoc field: name, type (Text, Email, Number, Date), value and whether it is required. */
export function AdHocFieldRow({ field, number, onChange, onRemove }: AdHocFieldRowProps) {
  const isOffered = AD_HOC_FIELD_TYPES.some((type) => type.value === field.type);
  const typeOptions = isOffered
    ? AD_HOC_FIELD_TYPES
    : [...AD_HOC_FIELD_TYPES, { value: field.type, label: fieldTypeLabel(field.type) }];

  return (
    <fieldset className="relative rounded-md border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900">
      <legend className="px-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">Ad-hoc field {number}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_9rem_minmax(0,1fr)_auto_auto] lg:items-end">
        <TextField
          id={`${field.id}-name`}
          label="Field name"
          autoComplete="off"
          maxLength={200}
          value={field.name}
          onChange={(event) => onChange({ ...field, name: event.target.value })}
        />
        <SelectField
          label="Field type"
          options={typeOptions}
          value={field.type}
          onChange={(event) => onChange({ ...field, type: event.target.value as AdHocField['type'] })}
        />
        <TextField
          label="Value"
          autoComplete="off"
          value={field.value}
          onChange={(event) => onChange({ ...field, value: event.target.value })}
        />
        <CheckboxField
          label="Required"
          className="h-10"
          checked={field.required}
          onChange={(event) => onChange({ ...field, required: event.target.checked })}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ad-hoc field ${number}`}
          title={`Remove ad-hoc field ${number}`}
          onClick={onRemove}
          className="absolute top-1 right-1 text-zinc-600 hover:text-red-700 lg:static lg:mb-0.5 dark:text-zinc-400 dark:hover:text-red-400"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </fieldset>
  );
}
