import { type Component, texts } from '@filldeck/shared';
import { ChevronDown, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ComponentFieldList } from '#components/component-field-list.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { cn } from '#lib/cn.ts';
import type { RenderComponentEditor } from '../types.ts';
import type { ComponentEdit } from '../utils/draft.ts';
import { alsoChangesText, listNames } from '../utils/shared-components.ts';

interface SectionCardProps {
  /** The section's component with staged changes applied; undefined when it no longer exists. */
  component: Component | undefined;
  /** The component has staged changes. */
  isEdited: boolean;
  /** Names of the user's other templates with this component, which an edit changes too. */
  otherTemplates: readonly string[];
  isCollapsed: boolean;
  onToggle: () => void;
  onRemove: () => void;
  onStage: (edit: ComponentEdit) => void;
  renderComponentEditor: RenderComponentEditor;
}

/** A component section: collapsible, with its fields, and an edit mode (Done, Cancel, Remove). */
export function SectionCard(props: SectionCardProps) {
  const { component, isEdited, otherTemplates, isCollapsed, onToggle, onRemove, onStage, renderComponentEditor } =
    props;
  const [isEditing, setEditing] = useState(false);
  const panelId = useId();
  const title = component?.title ?? texts.editor.unknownComponent;
  const alsoChanges = alsoChangesText(otherTemplates.length);

  const removeButton = (
    <Button
      variant="ghost"
      onClick={onRemove}
      aria-label={`${texts.editor.remove} ${title}`}
      className="self-start text-red-700 hover:bg-red-50 sm:ml-auto sm:self-auto dark:text-red-400 dark:hover:bg-red-950/50"
    >
      <Trash2 aria-hidden="true" className="size-4" />
      {texts.editor.remove}
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
        {isEdited ? (
          <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950/60 dark:text-amber-200">
            Edited
          </span>
        ) : null}
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
          <div className="flex flex-col gap-4">
            {alsoChanges ? (
              <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-200">
                <span className="font-medium">{alsoChanges}</span>: {listNames(otherTemplates)}. Editing a component
                changes it in every template that uses it.
              </p>
            ) : null}
            {renderComponentEditor({
              component,
              onStage,
              onDone: () => setEditing(false),
              extraActions: removeButton,
            })}
          </div>
        ) : (
          <ComponentFieldList fields={component.fields} />
        )}
      </div>
    </Card>
  );
}
