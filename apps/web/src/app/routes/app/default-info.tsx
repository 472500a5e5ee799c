import { texts } from '@filldeck/shared';
import { ManageComponentsScreen } from '#features/components/components/manage-components-screen.tsx';
import { useDocumentTitle } from '#lib/use-document-title.ts';
import { useSignedInUser } from '../../use-signed-in-user.ts';

export function DefaultInfoRoute() {
  useDocumentTitle(texts.shell.manageFieldComponents);
  const user = useSignedInUser();
  return <ManageComponentsScreen plan={user.plan} />;
}
