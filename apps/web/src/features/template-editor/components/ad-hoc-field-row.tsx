import { type AdHocField, FIELD_TYPE_OPTIONS, hasOptions, isFileType } from '@filldeck/shared';
import { Trash2 } from 'lucide-react';
import { FileValueField } from '#components/file-value-field.tsx';
import { SelectOptionsEditor } from '#components/select-options-editor.tsx';
import { Button } from '#components/ui/button.tsx';
import { CheckboxField } from '#components/ui/checkbox-field.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';

interface AdHocFieldRowProps {
  field: AdHocField;
  number: number;
  onChange: (field: AdHocField) => void;
  onRemove: () => void;
}

/** One ad-hoc field: label (its `name`), type (any field type), value, whether it is required, and a select's options. */
export function AdHocFieldRow({ field, number, onChange, onRemove }: AdHocFieldRowProps) {
  return (
    <fieldset className="relative rounded-md border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900">
      <legend className="px-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">Ad-hoc field {number}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_9rem_minmax(0,1fr)_auto_auto] lg:items-end">
        <TextField
          id={`${field.id}-name`}
          label="Field label"
          autoComplete="off"
          maxLength={200}
          value={field.name}
          onChange={(event) => onChange({ ...field, name: event.target.value })}
        />
        <SelectField
          label="Field type"
          options={FIELD_TYPE_OPTIONS}
          value={field.type}
          onChange={(event) => {
            const type = event.target.value as AdHocField['type'];
            // A file's id is not text, nor text a file: the value starts over when File is involved.
            const value = isFileType(type) === isFileType(field.type) ? field.value : '';
            onChange({ ...field, type, value });
          }}
        />
        {isFileType(field.type) ? null : (
          <TextField
            label="Value"
            autoComplete="off"
            value={field.value}
            onChange={(event) => onChange({ ...field, value: event.target.value })}
          />
        )}
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
      {isFileType(field.type) ? (
        <div className="mt-3">
          <FileValueField label="Value" value={field.value} onChange={(value) => onChange({ ...field, value })} />
        </div>
      ) : null}
      {hasOptions(field.type) ? (
        <div className="mt-3">
          <SelectOptionsEditor
            options={field.options ?? []}
            onChange={(options) => onChange({ ...field, options })}
            fieldName={field.name}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
