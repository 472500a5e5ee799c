import { type Component, messages } from '@filldeck/shared';
import { ChevronDown, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ComponentFieldList } from '../../../components/component-field-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import type { RenderComponentEditor } from '../types.ts';

interface SectionCardProps {
  /** The section's component; undefined when it no longer exists. */
  component: Component | undefined;
  isCollapsed: boolean;
  onToggle: () => void;
  isBusy: boolean;
  onRemove: () => void;
  renderComponentEditor: RenderComponentEditor;
}

/** A component section: collapsible, with its fields, and an edit mode (Save Information, Remove). */
export function SectionCard(props: SectionCardProps) {
  const { component, isCollapsed, onToggle, isBusy, onRemove, renderComponentEditor } = props;
  const [isEditing, setEditing] = useState(false);
  const panelId = useId();
  const title = component?.title ?? messages.editor.unknownComponent;

  const removeButton = (
    <Button
      variant="ghost"
      onClick={onRemove}
      isLoading={isBusy}
      aria-label={`${messages.editor.remove} ${title}`}
      className="self-start text-red-700 hover:bg-red-50 sm:ml-auto sm:self-auto dark:text-red-400 dark:hover:bg-red-950/50"
    >
      {isBusy ? null : <Trash2 aria-hidden="true" className="size-4" />}
      {messages.editor.remove}
    </Button>
  );

  return (
    <Card className={cn(component ? undefined : 'border-dashed')}>
      <div className="flex items-center gap-2 p-2 pr-3">
        <h3 className="min-w-0 flex-1 text-base font-semibold">
          <button
            type="button"
            aria-expanded={!isCollapsed}
            aria-controls={panelId}
            onClick={onToggle}
            className="flex w-full min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-left hover:bg-zinc-50 dark:hover:bg-zinc-800/60"
          >
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 shrink-0 text-zinc-500 transition-transform', isCollapsed && '-rotate-90')}
            />
            <span className="truncate">{title}</span>
          </button>
        </h3>
        {component ? (
          <span className="hidden shrink-0 text-xs text-zinc-600 tabular-nums sm:inline dark:text-zinc-400">
            {component.fields.length === 1 ? '1 field' : `${component.fields.length} fields`}
          </span>
        ) : null}
        {component && !isEditing ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${title}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
        ) : null}
      </div>
      <div id={panelId} hidden={isCollapsed} className="border-t border-zinc-200 p-4 dark:border-zinc-800">
        {!component ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              This section's component was deleted. Remove the section, or add another component.
            </p>
            {removeButton}
          </div>
        ) : isEditing ? (
          renderComponentEditor({ component, onDone: () => setEditing(false), extraActions: removeButton })
        ) : (
          <ComponentFieldList fields={component.fields} />
        )}
      </div>
    </Card>
  );
}
