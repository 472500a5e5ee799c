import { messages } from '@filldeck/shared';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** An unknown project id (or another user's, which the API treats the same way). */
export function ProjectNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <p className="text-sm font-semibold text-indigo-700 tabular-nums dark:text-indigo-300">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">Project not found</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        This project does not exist, was deleted, or belongs to another account.
      </p>
      <Link to="/projects" className={buttonClasses('primary', 'md')}>
        Go to {messages.pages.myProjects}
      </Link>
    </div>
  );
}
