import { type Template, texts } from '@filldeck/shared';
import { ChevronRight, FileText, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type RowAction, RowMenu, type RowMenuItem } from '#components/row-menu.tsx';
import { formatDate } from '#lib/format.ts';
import { SpecializationBadge } from './specialization-badge.tsx';

/** What a row's menu asks for; `opener` is the menu's button, where focus returns afterwards. */
export type OnTemplateRowAction = (action: RowAction, template: Template, opener: HTMLElement | null) => void;

/** A row's menu: Rename, Move to Project, Duplicate, then Delete. */
const ROW_MENU: readonly (readonly RowMenuItem[])[] = [['rename', 'move', 'duplicate'], ['delete']];

interface TemplateListProps {
  templates: readonly Template[];
  /** Names of projects, to say where each template lives (the All Templates list). */
  projectNames?: ReadonlyMap<string, string>;
  /** Shown instead of the list when there are no templates. */
  empty: ReactNode;
  /** Gives each row its menu (Rename, Move to Project, Duplicate, Delete). */
  onAction?: OnTemplateRowAction;
  /** True while a delete runs: the menus' Delete waits. */
  isDeleting?: boolean;
}

function caption(template: Template, projectNames: ReadonlyMap<string, string> | undefined): string {
  const parts: string[] = [];
  if (projectNames) {
    const project = template.projectId ? projectNames.get(template.projectId) : undefined;
    parts.push(project ? `In ${project}` : 'No project');
  }
  const updated = formatDate(template.updatedAt);
  if (updated) parts.push(`Updated ${updated}`);
  return parts.join(' · ');
}

const rowClasses = 'flex min-h-16 min-w-0 flex-1 items-center gap-3 px-4 py-3';

function TemplateRow({ template, projectNames }: { template: Template; projectNames?: ReadonlyMap<string, string> }) {
  if (template.locked) {
    return (
      <div className={rowClasses}>
        <Lock aria-hidden="true" className="size-5 shrink-0 text-amber-600 dark:text-amber-400" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-zinc-700 dark:text-zinc-300">
            {template.name} <span className="sr-only">(locked)</span>
          </p>
          <p className="text-xs text-amber-800 dark:text-amber-300">{texts.sidebar.lockedTemplateClick}</p>
        </div>
        <SpecializationBadge specialization={template.specialization} />
      </div>
    );
  }
  return (
    <Link
      to={`/templates/${template.id}`}
      className={`${rowClasses} rounded-lg hover:bg-zinc-50 dark:hover:bg-zinc-800/60`}
    >
      <FileText aria-hidden="true" className="size-5 shrink-0 text-zinc-500 dark:text-zinc-400" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{template.name}</p>
        <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">{caption(template, projectNames)}</p>
      </div>
      <SpecializationBadge specialization={template.specialization} />
      <ChevronRight aria-hidden="true" className="hidden size-4 shrink-0 text-zinc-400 sm:block dark:text-zinc-500" />
    </Link>
  );
}

/**
 * Templates as a list of links to their editors, each with its menu when `onAction` is given;
 * locked ones show a lock and cannot be opened.
 */
export function TemplateList({ templates, projectNames, empty, onAction, isDeleting }: TemplateListProps) {
  if (templates.length === 0) return <>{empty}</>;
  return (
    <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
      {templates.map((template) => (
        <li key={template.id} className="flex items-center">
          <TemplateRow template={template} projectNames={projectNames} />
          {onAction ? (
            <div className="shrink-0 pr-3">
              <RowMenu
                name={template.name}
                groups={ROW_MENU}
                onAction={(action, opener) => onAction(action, template, opener)}
                isDeleting={isDeleting}
                align="end"
                triggerClassName="size-9 hover:bg-zinc-100 data-[state=open]:bg-zinc-100 dark:hover:bg-zinc-800 dark:data-[state=open]:bg-zinc-800"
              />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
