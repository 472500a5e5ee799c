import { texts } from '@filldeck/shared';
import { useIsModelAvailable } from '#features/server-info/api/get-server-info.ts';
import { YourDetailsScreen } from '#features/your-details/components/your-details-screen.tsx';
import { useDocumentTitle } from '#lib/use-document-title.ts';
import { useSignedInUser } from '../../use-signed-in-user.ts';

export function YourDetailsRoute() {
  useDocumentTitle(texts.yourDetails.title);
  const user = useSignedInUser();
  const isModelAvailable = useIsModelAvailable();
  return <YourDetailsScreen plan={user.plan} isModelAvailable={isModelAvailable} />;
}
