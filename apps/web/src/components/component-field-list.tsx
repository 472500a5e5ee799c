import { type ComponentField, fieldTypeLabel, hasOptions, texts } from '@filldeck/shared';

/**
 * A component's fields as read-only rows: label, type, a select's options and value, or
 * 'No fields defined.' when it has none. Used by the components page and the template editor.
 */
export function ComponentFieldList({ fields }: { fields: readonly ComponentField[] }) {
  if (fields.length === 0) {
    return <p className="text-sm text-zinc-600 dark:text-zinc-400">{texts.editor.noFieldsDefined}</p>;
  }
  return (
    <ul className="divide-y divide-zinc-200 rounded-md border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
      {fields.map((field, index) => (
        // Fields have no ids; their position is their identity in this read-only list.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-baseline sm:gap-4">
          <div className="flex min-w-0 flex-col gap-0.5 sm:w-1/2">
            <div className="flex min-w-0 items-baseline gap-2">
              <span className="truncate font-medium">{field.label}</span>
              <span className="shrink-0 rounded bg-zinc-100 px-1.5 py-0.5 text-xs text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
                {fieldTypeLabel(field.type)}
              </span>
            </div>
            {hasOptions(field.type) ? (
              <p className="min-w-0 text-xs break-words text-zinc-600 dark:text-zinc-400">
                {field.options?.length ? `Options: ${field.options.join(', ')}` : 'No options yet'}
              </p>
            ) : null}
          </div>
          <p className="min-w-0 text-zinc-600 sm:w-1/2 dark:text-zinc-400">
            {field.defaultValue ? (
              <span className="line-clamp-2 break-words whitespace-pre-line">{field.defaultValue}</span>
            ) : (
              <span className="italic">No value</span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
