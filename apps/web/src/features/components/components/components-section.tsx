import { normalizePlan, PLAN_LIMITS, PLAN_NAMES, texts } from '@filldeck/shared';
import { useId } from 'react';
import { LoadError } from '#components/load-error.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { useComponents } from '../api/list-components.ts';
import { ComponentList } from './component-list.tsx';

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <Skeleton className="h-32 rounded-lg" />
      <Skeleton className="h-32 rounded-lg" />
    </div>
  );
}

/** 'Your components': the list with its loading, failure and empty states, and the plan's count. */
export function ComponentsSection({ plan }: { plan: string }) {
  const components = useComponents();
  const headingId = useId();
  const planId = normalizePlan(plan);
  const limit = PLAN_LIMITS[planId].components;
  const lockedCount = components.data?.filter((component) => component.locked).length ?? 0;

  return (
    <section aria-labelledby={headingId} aria-busy={components.isPending} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} tabIndex={-1} className="text-base font-semibold focus:outline-none">
          Your components
        </h2>
        {components.data ? (
          <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
            {components.data.length} of {limit} on the {PLAN_NAMES[planId]} plan
            {lockedCount > 0 ? ` · ${lockedCount} locked` : null}
          </p>
        ) : null}
      </div>
      {components.isPending ? (
        <>
          <p className="sr-only" role="status">
            Loading components…
          </p>
          <ListSkeleton />
        </>
      ) : components.isError ? (
        <LoadError
          message={texts.components.failedToLoad}
          error={components.error}
          onRetry={() => components.refetch()}
          isRetrying={components.isFetching}
        />
      ) : components.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          <p>No components yet. Create your first one with the form above, then add it to your templates.</p>
          <p>
            Or start with the details most forms ask for:{' '}
            <TextLink to="/your-details">{texts.yourDetails.manageLink}</TextLink>
          </p>
        </div>
      ) : (
        <ComponentList components={components.data} plan={plan} focusAfterDeleteId={headingId} />
      )}
    </section>
  );
}
