import type { Component, ComponentField } from '@filldeck/shared';
import type { ReactNode } from 'react';
import { Button } from '#components/ui/button.tsx';
import { toComponentFormInput } from '../utils/component-form-schema.ts';
import { ComponentForm } from './component-form.tsx';

interface ComponentDraftFormProps {
  component: Component;
  plan: string;
  /** Takes the checked title and fields; nothing is written until the template is saved. */
  onStage: (edit: { title: string; fields: ComponentField[] }) => void;
  /** Leaves edit mode, after Done or Cancel. */
  onDone: () => void;
  /** More buttons after Cancel (the template editor's Remove). */
  extraActions?: ReactNode;
}

/**
 * A component edited inside a template: the same form and checks as the components page, but
 * Done only stages the change; the template's one Save Template writes it.
 */
export function ComponentDraftForm({ component, plan, onStage, onDone, extraActions }: ComponentDraftFormProps) {
  return (
    <ComponentForm
      mode="edit"
      plan={plan}
      defaultValues={toComponentFormInput(component)}
      submitLabel="Done"
      isPending={false}
      errorMessage={null}
      onSubmit={async (values) => {
        onStage(values);
        onDone();
        return true;
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          {extraActions}
        </>
      }
    />
  );
}
