import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '#lib/cn.ts';
import { controlClasses, describedBy, errorClasses, hintClasses, labelClasses } from './field-styles.ts';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  /** The visible label; also the field's accessible name. */
  label: string;
  options: readonly SelectOption[];
  hint?: string;
  error?: string;
}

/** A labelled native <select>: keyboard, screen readers and phones handle it natively. */
export function SelectField({ label, options, hint, error, id, className, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className={labelClasses}>
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, hint, error)}
          className={cn(controlClasses, 'h-10 appearance-none pr-9 pl-3')}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-500 dark:text-zinc-400"
        />
      </div>
      {hint ? (
        <p id={`${selectId}-hint`} className={hintClasses}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${selectId}-error`} role="alert" className={errorClasses}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
