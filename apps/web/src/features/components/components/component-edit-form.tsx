import { type Component, texts } from '@filldeck/shared';
import type { ReactNode } from 'react';
import { Button } from '#components/ui/button.tsx';
import { errorText } from '#lib/error-text.ts';
import { useUpdateComponent } from '../api/update-component.ts';
import { toComponentFormInput } from '../utils/component-form-schema.ts';
import { ComponentForm } from './component-form.tsx';

interface ComponentEditFormProps {
  component: Component;
  plan: string;
  /** Called after Save Information succeeds and on Cancel. */
  onDone: () => void;
  /** More buttons after Cancel (the template editor's Remove). */
  extraActions?: ReactNode;
}

/** Edit mode of a component: Save Information writes its title and fields (PUT /api/components/:id). */
export function ComponentEditForm({ component, plan, onDone, extraActions }: ComponentEditFormProps) {
  const update = useUpdateComponent();
  const errorMessage = update.error ? errorText(update.error, { fallback: texts.components.errorSaving }) : null;

  return (
    <ComponentForm
      mode="edit"
      plan={plan}
      defaultValues={toComponentFormInput(component)}
      submitLabel={texts.editor.saveInformation}
      isPending={update.isPending}
      errorMessage={errorMessage}
      onSubmit={async (values) => {
        try {
          await update.mutateAsync({ componentId: component.id, values });
        } catch {
          return false;
        }
        onDone();
        return true;
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          {extraActions}
        </>
      }
    />
  );
}
