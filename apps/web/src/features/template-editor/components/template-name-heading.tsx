import { Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { controlClasses, labelClasses } from '#components/ui/field-styles.ts';
import { cn } from '#lib/cn.ts';

interface TemplateNameHeadingProps {
  name: string;
  /** Applies the new name to the local copy; Save Template writes it. */
  onRename: (name: string) => void;
}

/**
 * The template name as the page heading. Click it (or focus it and press Enter) to edit; the new
 * name is applied on blur or Enter, Escape leaves it as it was. A blank name is not applied.
 */
export function TemplateNameHeading({ name, onRename }: TemplateNameHeadingProps) {
  const [isEditing, setEditing] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    if (isEditing) inputRef.current?.select();
  }, [isEditing]);

  const isKeyboardExit = useRef(false);

  const finish = (value: string) => {
    setEditing(false);
    if (value.trim() !== '' && value !== name) onRename(value);
    // After Enter or Escape, back to the heading's button; a click elsewhere keeps its own focus.
    if (isKeyboardExit.current) requestAnimationFrame(() => buttonRef.current?.focus());
    isKeyboardExit.current = false;
  };

  if (isEditing) {
    return (
      <div className="flex max-w-xl flex-col gap-1">
        <label htmlFor={inputId} className={labelClasses}>
          Template name
        </label>
        <input
          id={inputId}
          ref={inputRef}
          defaultValue={name}
          maxLength={200}
          autoComplete="off"
          className={cn(controlClasses, 'h-11 px-3 text-xl font-semibold')}
          onBlur={(event) => finish(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== 'Escape') return;
            event.preventDefault();
            if (event.key === 'Escape') event.currentTarget.value = name;
            isKeyboardExit.current = true;
            event.currentTarget.blur();
          }}
        />
      </div>
    );
  }

  return (
    <>
      <h1 className="min-w-0 text-2xl font-semibold tracking-tight">
        <button
          ref={buttonRef}
          type="button"
          aria-describedby={hintId}
          onClick={() => setEditing(true)}
          className="group inline-flex max-w-full items-center gap-2 rounded-md text-left hover:text-indigo-700 dark:hover:text-indigo-300"
        >
          <span className="min-w-0 break-words">{name}</span>
          <Pencil
            aria-hidden="true"
            className="size-4 shrink-0 text-zinc-500 group-hover:text-current dark:text-zinc-400"
          />
        </button>
      </h1>
      {/* Outside the heading, so the heading's name is the template name alone. */}
      <span id={hintId} className="sr-only">
        Rename template
      </span>
    </>
  );
}
