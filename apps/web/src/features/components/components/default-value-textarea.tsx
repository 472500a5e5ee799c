import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClasses, labelClasses } from '#components/ui/field-styles.ts';
import { cn } from '#lib/cn.ts';
import { DEFAULT_VALUE_MIN_HEIGHT, fitTextareaHeight } from '../utils/fit-height.ts';

interface DefaultValueTextareaProps {
  registration: UseFormRegisterReturn;
  className?: string;
}

/** 'Value' (the field's default value): a text box that grows with its text from 38 to 150 px, then scrolls. */
export function DefaultValueTextarea({ registration, className }: DefaultValueTextareaProps) {
  const id = useId();
  const { ref, onChange, ...rest } = registration;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={labelClasses}>
        Value
      </label>
      <textarea
        id={id}
        rows={1}
        style={{ minHeight: DEFAULT_VALUE_MIN_HEIGHT }}
        className={cn(controlClasses, 'resize-none overflow-hidden px-3 py-2 leading-5')}
        ref={(element) => {
          ref(element);
          if (element) fitTextareaHeight(element);
        }}
        onChange={(event) => {
          fitTextareaHeight(event.currentTarget);
          return onChange(event);
        }}
        {...rest}
      />
    </div>
  );
}
