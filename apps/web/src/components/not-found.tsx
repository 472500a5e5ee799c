import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '#lib/use-document-title.ts';
import { buttonClasses } from './ui/button.tsx';

interface NotFoundProps {
  /** The heading, e.g. "Page not found". */
  title: string;
  /** The tab title ("<tabTitle> · FillDeck"); the heading without a final period by default. */
  tabTitle?: string;
  /** What may have happened. */
  children: ReactNode;
  /** The way out: the dashboard inside the app, home outside, or the list the item came from. */
  homeHref: string;
  homeLabel: string;
}

/**
 * Every "not found" page (unknown address, template, project): one look, and the tab says so.
 * The caller supplies the surrounding frame.
 */
export function NotFound({ title, tabTitle, children, homeHref, homeLabel }: NotFoundProps) {
  useDocumentTitle(tabTitle ?? title.replace(/\.$/, ''));
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <p className="text-sm font-semibold text-indigo-700 tabular-nums dark:text-indigo-300">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <div className="text-sm text-zinc-600 dark:text-zinc-400">{children}</div>
      <Link to={homeHref} className={buttonClasses('primary', 'md')}>
        {homeLabel}
      </Link>
    </div>
  );
}
