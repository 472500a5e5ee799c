import { type ComponentProps, useId } from 'react';
import { cn } from '#lib/cn.ts';
import { controlClasses, describedBy, errorClasses, hintClasses, labelClasses } from './field-styles.ts';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  /** The visible label; also the field's accessible name. */
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line text box with an optional hint and inline error. */
export function TextareaField({ label, hint, error, id, className, ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={textareaId} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={textareaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(textareaId, hint, error)}
        className={cn(controlClasses, 'px-3 py-2 leading-5')}
        {...props}
      />
      {hint ? (
        <p id={`${textareaId}-hint`} className={hintClasses}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${textareaId}-error`} role="alert" className={errorClasses}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
