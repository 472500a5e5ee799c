import { type ListedComponent, texts } from '@filldeck/shared';
import { Lock, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ComponentFieldList } from '#components/component-field-list.tsx';
import { LockNotice } from '#components/lock-notice.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { usageCount } from '../utils/usage-text.ts';
import { ComponentEditForm } from './component-edit-form.tsx';

interface ComponentCardProps {
  component: ListedComponent;
  plan: string;
  /** A delete is running (this one or another): deleting is blocked until it ends. */
  isDeleteBlocked: boolean;
  onDelete: () => void;
}

/** One component: title, lock, how many templates use it, fields, and Edit / Delete (locked ones say why they cannot). */
export function ComponentCard({ component, plan, isDeleteBlocked, onDelete }: ComponentCardProps) {
  const [isEditing, setEditing] = useState(false);
  const [lockMessage, setLockMessage] = useState<string | null>(null);
  const { title, locked } = component;

  const edit = () => (locked ? setLockMessage(texts.components.lockedEdit) : setEditing(true));
  const remove = () => (locked ? setLockMessage(texts.components.lockedDelete) : onDelete());

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <div className="flex min-w-0 items-center gap-2">
            {locked ? (
              <Lock aria-label="Locked" role="img" className="size-4 shrink-0 text-amber-700 dark:text-amber-300" />
            ) : null}
            <h3 className="min-w-0 truncate text-base font-semibold">{title}</h3>
            <span className="shrink-0 text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
              {component.fields.length === 1 ? '1 field' : `${component.fields.length} fields`}
            </span>
          </div>
          <p
            className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400"
            title={component.usedIn.map((usage) => usage.name).join(', ') || undefined}
          >
            {usageCount(component.usedIn)}
          </p>
        </div>
        {isEditing ? null : (
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={edit} aria-label={`Edit ${title}`}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={remove}
              disabled={isDeleteBlocked}
              aria-label={`Delete ${title}`}
              className="text-red-700! dark:text-red-400!"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          </div>
        )}
      </div>
      {lockMessage ? <LockNotice>{lockMessage}</LockNotice> : null}
      {isEditing ? (
        <ComponentEditForm component={component} plan={plan} onDone={() => setEditing(false)} />
      ) : (
        <ComponentFieldList fields={component.fields} />
      )}
    </Card>
  );
}
