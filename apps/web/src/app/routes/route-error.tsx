import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '#components/ui/button.tsx';
import { useDocumentTitle } from '#lib/use-document-title.ts';

/** Last resort when a page throws while rendering: say so and offer a way out. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">
        This page could not be shown. Reload to try again; if it keeps happening, contact support.
      </p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses('primary', 'md')} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className={buttonClasses('secondary', 'md')}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
