import { texts } from '@filldeck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '#components/page-header.tsx';
import { forgetStoredIdToken, postExtensionLogout } from '#features/auth/utils/extension-handoff.ts';
import { ACCOUNT_DELETED_STATE } from '#features/profile/components/account-deleted-notice.tsx';
import { AccountSettings } from '#features/profile/components/account-settings.tsx';
import { ConnectedBrowsers } from '#features/profile/components/connected-browsers.tsx';
import { ProfileDetails } from '#features/profile/components/profile-details.tsx';
import { useDocumentTitle } from '#lib/use-document-title.ts';
import { useSignedInUser } from '../../use-signed-in-user.ts';

export function ProfileRoute() {
  useDocumentTitle(texts.shell.myProfile);
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // The account is gone and its sessions with it: tell the extension, forget this user, leave.
  const onDeleted = () => {
    postExtensionLogout();
    forgetStoredIdToken();
    navigate('/', { replace: true, state: ACCOUNT_DELETED_STATE });
    queryClient.getQueryCache().clear();
  };

  return (
    <div className="max-w-3xl">
      <PageHeader
        title={texts.shell.myProfile}
        description="Your account details, your name and password, your data, and deleting the account."
      />
      <div className="flex flex-col gap-6">
        <ProfileDetails user={user} />
        <AccountSettings user={user} onDeleted={onDeleted} />
        <ConnectedBrowsers />
      </div>
    </div>
  );
}
