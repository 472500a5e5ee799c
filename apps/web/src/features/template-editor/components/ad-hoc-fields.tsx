import { type AdHocField, texts } from '@filldeck/shared';
import { Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { PlanLimitNotice } from '#components/plan-limit-notice.tsx';
import { Button } from '#components/ui/button.tsx';
import { canAddAdHocField } from '../utils/field-count.ts';
import { newAdHocFieldId } from '../utils/new-id.ts';
import { AdHocFieldRow } from './ad-hoc-field-row.tsx';

interface AdHocFieldsProps {
  fields: AdHocField[];
  onChange: (fields: AdHocField[]) => void;
  /** The template's fields as the plan counts them (ad-hoc plus section fields). */
  fieldCount: number;
  limit: number;
  /** What the plan allows and where more comes from, shown at the limit. */
  limitText: string;
}

/** The template's own fields, saved only with Save Template, within the plan's fields-per-template limit. */
export function AdHocFields({ fields, onChange, fieldCount, limit, limitText }: AdHocFieldsProps) {
  const headingId = useId();
  const [addedId, setAddedId] = useState<string | null>(null);
  const canAdd = canAddAdHocField(fieldCount, limit);

  // A new field's name box takes the focus, so typing can start at once.
  useEffect(() => {
    if (addedId) document.getElementById(`${addedId}-name`)?.focus();
  }, [addedId]);

  const add = () => {
    const id = newAdHocFieldId(fields.map((field) => field.id));
    onChange([...fields, { id, name: '', value: '', type: 'text', required: false }]);
    setAddedId(id);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          Ad-hoc fields
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          Fields for this template only. They are saved with {texts.editor.saveTemplate}.
        </p>
      </div>
      {fields.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {fields.map((field, index) => (
            <li key={field.id}>
              <AdHocFieldRow
                field={field}
                number={index + 1}
                onChange={(changed) => onChange(fields.map((f) => (f.id === changed.id ? changed : f)))}
                onRemove={() => onChange(fields.filter((f) => f.id !== field.id))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={add} disabled={!canAdd}>
          <Plus aria-hidden="true" className="size-4" />
          Add ad-hoc field
        </Button>
        <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
          {fieldCount} of {limit} fields used
        </p>
      </div>
      <div role="status">{canAdd ? null : <PlanLimitNotice>{limitText}</PlanLimitNotice>}</div>
    </section>
  );
}
