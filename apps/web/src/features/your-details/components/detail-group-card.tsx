import { type DetailGroup, type DetailPlan, isFileType } from '@filldeck/shared';
import { useId } from 'react';
import { FileValueField } from '#components/file-value-field.tsx';
import { Card } from '#components/ui/card.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextareaField } from '#components/ui/textarea-field.tsx';
import { cn } from '#lib/cn.ts';

const INPUT_TYPES: Record<string, string> = { email: 'email', tel: 'tel', date: 'date' };

/** What saving does with the group, said beside it before anything is saved. */
function planCaption(plan: DetailPlan, title: string): string {
  if (plan === 'update') return `Saved in your ${title} component.`;
  if (plan === 'create') return `Saved as a new ${title} component.`;
  if (plan === 'empty') return 'Left empty: nothing is saved.';
  return 'Your plan has no room for another component.';
}

interface DetailGroupCardProps {
  group: DetailGroup;
  plan: DetailPlan;
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
}

/** One group of Your details: its title, what it is for, what saving does with it, and its labelled fields. */
export function DetailGroupCard({ group, plan, values, onChange }: DetailGroupCardProps) {
  const captionId = useId();
  return (
    <Card className="p-4 sm:p-5">
      {/* The legend is the fieldset's first child: it names the group for assistive technology. */}
      <fieldset aria-describedby={captionId}>
        <legend className="text-base font-semibold">{group.title}</legend>
        <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">{group.description}</p>
        <p
          id={captionId}
          className={cn(
            'mt-0.5 text-xs',
            plan === 'no-room' ? 'text-amber-800 dark:text-amber-300' : 'text-zinc-600 dark:text-zinc-400',
          )}
        >
          {planCaption(plan, group.title)}
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {group.fields.map((field) =>
            isFileType(field.type) ? (
              <FileValueField
                key={field.key}
                label={field.label}
                value={values[field.key] ?? ''}
                onChange={(id) => onChange(field.key, id)}
              />
            ) : field.options ? (
              <SelectField
                key={field.key}
                label={field.label}
                name={field.key}
                value={values[field.key] ?? ''}
                options={[{ value: '', label: 'Not set' }, ...field.options.map((o) => ({ value: o, label: o }))]}
                onChange={(event) => onChange(field.key, event.target.value)}
              />
            ) : field.type === 'textarea' ? (
              <TextareaField
                key={field.key}
                label={field.label}
                name={field.key}
                rows={field.key === 'skills' ? 2 : 4}
                className="sm:col-span-2"
                value={values[field.key] ?? ''}
                onChange={(event) => onChange(field.key, event.target.value)}
              />
            ) : (
              <TextField
                key={field.key}
                label={field.label}
                name={field.key}
                type={INPUT_TYPES[field.type] ?? 'text'}
                inputMode={field.concept === 'linkedin' || field.concept === 'url' ? 'url' : undefined}
                autoComplete={field.autocomplete}
                value={values[field.key] ?? ''}
                onChange={(event) => onChange(field.key, event.target.value)}
              />
            ),
          )}
        </div>
      </fieldset>
    </Card>
  );
}
