import { type Project, type Template, texts } from '@filldeck/shared';
import { ChevronRight, Folder } from 'lucide-react';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { cn } from '#lib/cn.ts';
import { useDropArea } from '../utils/drag-bindings.ts';
import { type DropTarget, projectDropId } from '../utils/drop-targets.ts';
import { ItemMenu } from './item-menu.tsx';
import { sidebarRowClasses } from './sidebar-row.ts';
import { TemplateItem } from './template-item.tsx';

interface ProjectItemProps {
  project: Project;
  templates: readonly Template[];
  isExpanded: boolean;
  onToggle: () => void;
}

/** A project: its arrow (expand/collapse), its link, its menu, and when expanded its templates. A drop target. */
export function ProjectItem({ project, templates, isExpanded, onToggle }: ProjectItemProps) {
  const listId = useId();
  const target: DropTarget = { kind: 'project', projectId: project.id, name: project.name };
  const { setNodeRef, isOver } = useDropArea(projectDropId(project.id), target);

  return (
    <li
      ref={setNodeRef}
      className={cn(
        'rounded-md',
        isOver && 'bg-indigo-50 ring-2 ring-indigo-500 dark:bg-indigo-500/10 dark:ring-indigo-400',
      )}
    >
      <div className="group flex h-9 items-center gap-0.5">
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-label={`Show templates in ${project.name}`}
          onClick={onToggle}
          className="inline-flex h-7 w-6 shrink-0 items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-200 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-700 dark:hover:text-zinc-100"
        >
          <ChevronRight aria-hidden="true" className={cn('size-4 transition-transform', isExpanded && 'rotate-90')} />
        </button>
        <NavLink to={`/projects/${project.id}`} className={({ isActive }) => sidebarRowClasses(isActive)}>
          <Folder aria-hidden="true" className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" />
          <span className="truncate">{project.name}</span>
        </NavLink>
        <ItemMenu item={{ type: 'project', id: project.id, name: project.name }} />
      </div>
      <ul id={listId} hidden={!isExpanded} className="ml-3 border-l border-zinc-200 pl-1 dark:border-zinc-800">
        {isExpanded && templates.length === 0 ? (
          <li className="px-2 py-1.5 text-sm text-zinc-600 dark:text-zinc-400">{texts.sidebar.noTemplatesHere}</li>
        ) : null}
        {isExpanded ? templates.map((template) => <TemplateItem key={template.id} template={template} />) : null}
      </ul>
    </li>
  );
}
