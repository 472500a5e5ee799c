import { texts } from '@filldeck/shared';
import { LoadError } from '#components/load-error.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { useYourDetails } from '../api/get-your-details.ts';
import { YourDetailsForm } from './your-details-form.tsx';

/** /your-details: the standard personal information as one form, saved as standard components. */
export function YourDetailsScreen({ plan, isModelAvailable }: { plan: string; isModelAvailable: boolean }) {
  const details = useYourDetails();
  return (
    <div className="max-w-3xl" aria-busy={details.isPending}>
      <PageHeader title={texts.yourDetails.title} description={texts.yourDetails.intro} />
      {details.isPending ? (
        <div className="flex flex-col gap-5">
          <p className="sr-only" role="status">
            Loading your details…
          </p>
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-52 rounded-lg" />
          <Skeleton className="h-64 rounded-lg" />
        </div>
      ) : details.isError ? (
        <LoadError
          message={texts.yourDetails.failedToLoad}
          error={details.error}
          onRetry={() => details.refetch()}
          isRetrying={details.isFetching}
        />
      ) : (
        <YourDetailsForm details={details.data} plan={plan} isModelAvailable={isModelAvailable} />
      )}
    </div>
  );
}
