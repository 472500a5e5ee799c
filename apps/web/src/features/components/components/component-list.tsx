import type { ListedComponent } from '@filldeck/shared';
import { useRef, useState } from 'react';
import { useDeleteComponent } from '../api/delete-component.ts';
import { ComponentCard } from './component-card.tsx';
import { DeleteComponentDialog } from './delete-component-dialog.tsx';

/**
 * The user's components, oldest first, each saying which templates use it. A delete is confirmed
 * first (naming those templates), then can be undone for a few seconds from its toast; a refused
 * delete is reported by the toaster ('Delete failed.' or the lock's reason).
 */
interface ComponentListProps {
  components: ListedComponent[];
  plan: string;
  /** The element (the list's heading) that takes the focus after a delete, its Delete button being gone. */
  focusAfterDeleteId: string;
}

export function ComponentList({ components, plan, focusAfterDeleteId }: ComponentListProps) {
  const [toDelete, setToDelete] = useState<ListedComponent | null>(null);
  const deletion = useDeleteComponent();
  const hasDeleted = useRef(false);

  const close = () => {
    setToDelete(null);
    deletion.reset();
  };
  const confirm = () => {
    if (!toDelete || deletion.isPending) return;
    deletion.mutate(toDelete.id, {
      onSuccess: () => {
        hasDeleted.current = true;
        close();
      },
    });
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
        onConfirm={confirm}
        onClose={close}
        onCloseAutoFocus={(event) => {
          if (!hasDeleted.current) return;
          hasDeleted.current = false;
          event.preventDefault();
          document.getElementById(focusAfterDeleteId)?.focus();
        }}
      />
    </>
  );
}
