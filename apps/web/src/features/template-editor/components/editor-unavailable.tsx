import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#components/ui/button.tsx';

interface EditorUnavailableProps {
  title: string;
  children: ReactNode;
}

/** The editor's page for a template the plan locks: why, Upgrade plan, and a way back. */
export function EditorUnavailable({ title, children }: EditorUnavailableProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <div className="text-sm text-zinc-600 dark:text-zinc-400">{children}</div>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/subscription" className={buttonClasses('primary', 'md')}>
          Upgrade plan
        </Link>
        <Link to="/templates" className={buttonClasses('secondary', 'md')}>
          Go to all templates
        </Link>
      </div>
    </div>
  );
}
