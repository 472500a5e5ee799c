import { messages } from '@filldeck/shared';
import { PageHeader } from '../../../components/page-header.tsx';
import { ConnectedBrowsers } from '../../../features/profile/components/connected-browsers.tsx';
import { ProfileDetails } from '../../../features/profile/components/profile-details.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSignedInUser } from '../../use-signed-in-user.ts';

export function ProfileRoute() {
  useDocumentTitle(messages.shell.myProfile);
  const user = useSignedInUser();
  return (
    <div className="max-w-3xl">
      <PageHeader title={messages.shell.myProfile} description="Your account details. They are read-only." />
      <div className="flex flex-col gap-6">
        <ProfileDetails user={user} />
        <ConnectedBrowsers />
      </div>
    </div>
  );
}
