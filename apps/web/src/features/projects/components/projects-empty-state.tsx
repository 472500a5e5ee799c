import { texts } from '@filldeck/shared';
import { FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '#components/empty-state.tsx';
import { buttonClasses } from '#components/ui/button.tsx';

/** No projects yet: use New Project in the sidebar (docs/product.md#projects); plans without projects say so. */
export function ProjectsEmptyState({ planAllowsProjects }: { planAllowsProjects: boolean }) {
  return (
    <EmptyState
      icon={FolderOpen}
      title="No projects yet"
      action={
        planAllowsProjects ? null : (
          <Link to="/subscription" className={buttonClasses('secondary', 'sm')}>
            View plans
          </Link>
        )
      }
    >
      <p>
        Use <strong className="font-medium text-zinc-900 dark:text-zinc-100">{texts.sidebar.newProject}</strong> (the +
        beside Projects) in the sidebar to create one, then drag templates into it.
      </p>
      {planAllowsProjects ? null : <p className="mt-2">Projects come with the Basic and Professional plans.</p>}
    </EmptyState>
  );
}
