import { type Component, messages } from '@filldeck/shared';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteComponent } from '../api/delete-component.ts';
import { ComponentCard } from './component-card.tsx';
import { DeleteComponentDialog } from './delete-component-dialog.tsx';

/** 'Delete failed.' unless the server refused for a reason the user can act on (a locked component). */
function deleteErrorText(error: unknown): string {
  if (isApiError(error, 403)) return errorText(error, { fallback: messages.components.deleteFailed });
  return messages.components.deleteFailed;
}

/** The user's components, oldest first; one delete at a time, confirmed first. */
export function ComponentList({ components, plan }: { components: Component[]; plan: string }) {
  const [toDelete, setToDelete] = useState<Component | null>(null);
  const deletion = useDeleteComponent();

  const close = () => {
    setToDelete(null);
    deletion.reset();
  };
  const confirm = () => {
    if (!toDelete || deletion.isPending) return;
    deletion.mutate(toDelete.id, { onSuccess: close });
  };

  return (
    <>
      <ul className="flex flex-col gap-4">
        {components.map((component) => (
          <li key={component.id}>
            <ComponentCard
              component={component}
              plan={plan}
              isDeleteBlocked={deletion.isPending}
              onDelete={() => {
                deletion.reset();
                setToDelete(component);
              }}
            />
          </li>
        ))}
      </ul>
      <DeleteComponentDialog
        component={toDelete}
        isDeleting={deletion.isPending}
        errorMessage={deletion.error ? deleteErrorText(deletion.error) : null}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
