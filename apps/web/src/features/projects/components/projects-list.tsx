import type { Project } from '@filldeck/shared';
import { ChevronRight, Folder } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '#lib/format.ts';
import { newestFirst } from '../utils/newest-first.ts';

interface ProjectsListProps {
  projects: readonly Project[];
  /** How many templates each project holds, when known (a project missing from it holds none). */
  templateCounts?: ReadonlyMap<string, number>;
}

function caption(project: Project, count: number | undefined): string {
  const created = formatDate(project.createdAt);
  const parts = created ? [`Created ${created}`] : [];
  if (count !== undefined) parts.push(`${count} template${count === 1 ? '' : 's'}`);
  return parts.join(' · ');
}

/** My Projects: newest first, each a link to /projects/{id}. */
export function ProjectsList({ projects, templateCounts }: ProjectsListProps) {
  return (
    <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900">
      {newestFirst(projects).map((project) => (
        <li key={project.id}>
          <Link
            to={`/projects/${project.id}`}
            className="flex min-h-16 items-center gap-3 rounded-lg px-4 py-3 hover:bg-zinc-50 dark:hover:bg-zinc-800/60"
          >
            <Folder aria-hidden="true" className="size-5 shrink-0 text-zinc-500 dark:text-zinc-400" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{project.name}</p>
              <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">
                {caption(project, templateCounts ? (templateCounts.get(project.id) ?? 0) : undefined)}
              </p>
            </div>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-zinc-400 dark:text-zinc-500" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
