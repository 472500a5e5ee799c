import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from './ui/button.tsx';
import { TextField } from './ui/text-field.tsx';

interface SelectOptionsEditorProps {
  /** The choices of a `select` field. */
  options: readonly string[];
  onChange: (options: string[]) => void;
  /** Names the field in the buttons' accessible names ("Remove option 2 of Availability"). */
  fieldName: string;
}

/**
 * The choices of a select field, wherever a field is edited (component editor, ad-hoc fields):
 * each one renamed in place, removed, or added (the new one takes the focus). Blank choices are
 * dropped when saved.
 */
export function SelectOptionsEditor({ options, onChange, fieldName }: SelectOptionsEditorProps) {
  const groupId = useId();
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (focusIndex.current === null) return;
    document.getElementById(`${groupId}-option-${focusIndex.current}`)?.focus();
    focusIndex.current = null;
  });

  const rename = (index: number, value: string) => onChange(options.map((o, i) => (i === index ? value : o)));
  const remove = (index: number) => onChange(options.filter((_, i) => i !== index));
  const add = () => {
    focusIndex.current = options.length;
    onChange([...options, '']);
  };

  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-dashed border-zinc-300 p-3 dark:border-zinc-700">
      <legend className="px-1 text-sm font-medium text-zinc-900 dark:text-zinc-100">Options</legend>
      {options.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No options yet. Add the choices this field offers.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {options.map((option, index) => (
            // Options have no ids; the inputs are controlled, so their position is enough.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="flex items-end gap-2">
              <TextField
                id={`${groupId}-option-${index}`}
                label={`Option ${index + 1}`}
                autoComplete="off"
                maxLength={200}
                className="min-w-0 flex-1"
                value={option}
                onChange={(event) => rename(index, event.target.value)}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove option ${index + 1} of ${fieldName || 'this field'}`}
                title={`Remove option ${index + 1}`}
                onClick={() => remove(index)}
                className="text-zinc-600 hover:text-red-700 dark:text-zinc-400 dark:hover:text-red-400"
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          Add option
        </Button>
      </div>
    </fieldset>
  );
}
