import { Lock, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

interface EditorUnavailableProps {
  kind: 'not-found' | 'locked';
  title: string;
  children: ReactNode;
}

/** The editor's page when the template cannot be opened: missing or locked, with a way on. */
export function EditorUnavailable({ kind, title, children }: EditorUnavailableProps) {
  const Icon = kind === 'locked' ? Lock : SearchX;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span
        className={
          kind === 'locked'
            ? 'flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300'
            : 'flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300'
        }
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <div className="text-sm text-zinc-600 dark:text-zinc-400">{children}</div>
      <div className="flex flex-wrap justify-center gap-3">
        {kind === 'locked' ? (
          <Link to="/subscription" className={buttonClasses('primary', 'md')}>
            Upgrade plan
          </Link>
        ) : null}
        <Link to="/templates" className={buttonClasses(kind === 'locked' ? 'secondary' : 'primary', 'md')}>
          Go to all templates
        </Link>
      </div>
    </div>
  );
}
