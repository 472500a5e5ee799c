import { type Template, texts } from '@filldeck/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListSkeleton } from '#components/list-skeleton.tsx';
import { LoadError } from '#components/load-error.tsx';
import { type OnTemplateRowAction, TemplateList } from './template-list.tsx';

interface TemplateListBlockProps {
  /** The templates query: a first load that failed shows why, with Retry. */
  templates: UseQueryResult<Template[]>;
  /** The templates to list, taken from the query's (one project's, or found and sorted); undefined while loading. */
  shown: readonly Template[] | undefined;
  /** Names of projects, to say where each template lives (the All Templates list). */
  projectNames?: ReadonlyMap<string, string>;
  /** The rows' menus, and what the last of their actions did (a status line above the list). */
  rowActions: { onAction: OnTemplateRowAction; isDeleting: boolean; notice: string | null };
  /** Shown instead of the list when there are no templates to show. */
  empty: ReactNode;
}

/** A page's templates: the row actions' status line, then the list, its placeholder while loading, or the load error. */
export function TemplateListBlock({ templates, shown, projectNames, rowActions, empty }: TemplateListBlockProps) {
  return (
    <>
      <p role="status" className="mb-3 text-sm text-zinc-700 empty:hidden dark:text-zinc-300">
        {rowActions.notice}
      </p>
      {templates.isError && templates.data === undefined ? (
        <LoadError
          message={texts.pages.failedToLoadTemplates}
          error={templates.error}
          onRetry={() => templates.refetch()}
          isRetrying={templates.isFetching}
        />
      ) : shown === undefined ? (
        <ListSkeleton label="Loading templates…" />
      ) : (
        <TemplateList
          templates={shown}
          projectNames={projectNames}
          onAction={rowActions.onAction}
          isDeleting={rowActions.isDeleting}
          empty={empty}
        />
      )}
    </>
  );
}
