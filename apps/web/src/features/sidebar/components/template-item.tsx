import type { Template } from '@filldeck/shared';
import { texts } from '@filldeck/shared';
import { FileText, GripVertical, Lock } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '#lib/cn.ts';
import { useSidebarDialogs } from '../hooks/use-sidebar-dialogs.ts';
import { useTemplateDrag } from '../utils/drag-bindings.ts';
import { type DraggedTemplate, templateDragId } from '../utils/drop-targets.ts';
import { ItemMenu, rowControlClasses } from './item-menu.tsx';
import { sidebarRowClasses } from './sidebar-row.ts';

/**
 * A template row: a drag handle (the keyboard way to drag; the whole row drags with a mouse or a
 * long press),
 * the link to its editor, and its menu. A locked template cannot be opened or moved: clicking
 * it explains why.
 */
export function TemplateItem({ template }: { template: Template }) {
  const { open } = useSidebarDialogs();
  const data: DraggedTemplate = { templateId: template.id, name: template.name, projectId: template.projectId };
  const drag = useTemplateDrag(data, template.locked, templateDragId(template.id));

  return (
    <li
      ref={drag.setRowRef}
      data-drag-row={template.id}
      onMouseDown={drag.onMouseDown}
      onTouchStart={drag.onTouchStart}
      className={cn('group flex h-9 items-center gap-0.5 rounded-md', drag.isDragging && 'opacity-40')}
    >
      {template.locked ? (
        <span aria-hidden="true" className="size-6 shrink-0" />
      ) : (
        <button
          type="button"
          ref={drag.setHandleRef}
          {...drag.handleAttributes}
          data-drag-handle={template.id}
          onKeyDown={drag.onKeyDown}
          aria-label={`Drag ${template.name}`}
          className={`inline-flex h-7 w-6 shrink-0 cursor-grab items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-200 dark:text-zinc-400 dark:hover:bg-zinc-700 ${rowControlClasses}`}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      )}
      {template.locked ? (
        <button
          type="button"
          onClick={(event) =>
            open(
              { kind: 'oops', message: texts.sidebar.lockedTemplateClick, suggestsUpgrade: true },
              event.currentTarget,
            )
          }
          className={cn(sidebarRowClasses(false), 'text-zinc-600 dark:text-zinc-400')}
        >
          <Lock aria-hidden="true" className="size-4 shrink-0 text-amber-600 dark:text-amber-400" />
          <span className="truncate">{template.name}</span>
          <span className="sr-only">(locked)</span>
        </button>
      ) : (
        <NavLink to={`/templates/${template.id}`} className={({ isActive }) => sidebarRowClasses(isActive)}>
          <FileText aria-hidden="true" className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" />
          <span className="truncate">{template.name}</span>
        </NavLink>
      )}
      <ItemMenu
        item={{
          type: 'template',
          id: template.id,
          name: template.name,
          projectId: template.projectId,
          locked: template.locked,
        }}
      />
    </li>
  );
}
