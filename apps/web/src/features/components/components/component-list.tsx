import type { ListedComponent } from '@filldeck/shared';
import { useState } from 'react';
import { useDeleteComponent } from '../api/delete-component.ts';
import { ComponentCard } from './component-card.tsx';
import { DeleteComponentDialog } from './delete-component-dialog.tsx';

/**
 * The user's components, oldest first, each saying which templates use it. A delete is confirmed
 * first (naming those templates), then can be undone for a few seconds from its toast; a refused
 * delete is reported by the toaster ('Delete failed.' or the lock's reason).
 */
export function ComponentList({ components, plan }: { components: ListedComponent[]; plan: string }) {
  const [toDelete, setToDelete] = useState<ListedComponent | null>(null);
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
      <DeleteComponentDialog component={toDelete} isDeleting={deletion.isPending} onConfirm={confirm} onClose={close} />
    </>
  );
}
