import { Link } from 'react-router';
import { buttonClasses } from './ui/button.tsx';

interface NotFoundProps {
  /** Where the way out leads: the dashboard inside the app, home outside. */
  homeHref: string;
  homeLabel: string;
}

/** "Page not found" with a way back; the caller supplies the surrounding frame. */
export function NotFound({ homeHref, homeLabel }: NotFoundProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <p className="text-sm font-semibold text-indigo-700 tabular-nums dark:text-indigo-300">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">Page not found</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        The page you are looking for does not exist or has moved. Check the address, or go back and try again.
      </p>
      <Link to={homeHref} className={buttonClasses('primary', 'md')}>
        {homeLabel}
      </Link>
    </div>
  );
}
