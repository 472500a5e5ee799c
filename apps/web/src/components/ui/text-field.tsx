import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '#lib/cn.ts';

interface TextFieldProps extends ComponentProps<'input'> {
  /** The visible label; also the field's accessible name. */
  label: string;
  /** Shown under the field, announced, and linked with aria-describedby. */
  error?: string;
  /** A rule the value must follow, shown under the field before anyone fails it (aria-describedby). */
  hint?: string;
  /** Content beside the label, such as a "Forgot Password" link. */
  labelAside?: ReactNode;
  /** Content inside the right edge of the input, such as a show/hide button. */
  endAdornment?: ReactNode;
}

const inputClasses =
  'block h-10 w-full rounded-md border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-sm ' +
  'placeholder:text-zinc-500 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'aria-invalid:border-red-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400 ' +
  'dark:focus-visible:border-indigo-400 dark:aria-invalid:border-red-400';

/** A labelled input with an optional inline error (Radix-free: a native <label> is all it needs). */
export function TextField({ label, error, hint, labelAside, endAdornment, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClasses, endAdornment ? 'pr-11' : undefined)}
          {...props}
        />
        {endAdornment ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
