import { type ComponentProps, useId } from 'react';
import { cn } from '#lib/cn.ts';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** The visible label beside the box; also its accessible name. */
  label: string;
}

/** A native checkbox with its label beside it; the whole label toggles it. */
export function CheckboxField({ label, id, className, ...props }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <input
        id={inputId}
        type="checkbox"
        className="size-4 shrink-0 rounded border-zinc-300 accent-indigo-600 dark:border-zinc-700 dark:accent-indigo-400"
        {...props}
      />
      <label htmlFor={inputId} className="text-sm text-zinc-900 select-none dark:text-zinc-100">
        {label}
      </label>
    </div>
  );
}
