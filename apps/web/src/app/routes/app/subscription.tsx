import { texts } from '@filldeck/shared';
import { PageHeader } from '#components/page-header.tsx';
import { SubscriptionOverview } from '#features/billing/components/subscription-overview.tsx';
import { useIsModelAvailable } from '#features/server-info/api/get-server-info.ts';
import { useDocumentTitle } from '#lib/use-document-title.ts';
import { useSignedInUser } from '../../use-signed-in-user.ts';

export function SubscriptionRoute() {
  useDocumentTitle(texts.shell.subscription);
  const user = useSignedInUser();
  const isModelAvailable = useIsModelAvailable();
  return (
    <>
      <PageHeader title={texts.shell.subscription} description="Your plan, its limits and billing." />
      <SubscriptionOverview user={user} isModelAvailable={isModelAvailable} />
    </>
  );
}
