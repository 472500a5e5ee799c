import { PageHeader } from '../../../components/page-header.tsx';
import { PrebuiltGrid } from '../../../features/prebuilt/components/prebuilt-grid.tsx';
import { UsageDashboard } from '../../../features/usage/components/usage-dashboard.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { displayName } from '../../../lib/user-display.ts';
import { useSignedInUser } from '../../use-signed-in-user.ts';

export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome back, ${displayName(user.displayName)}.`} />
      <div className="flex flex-col gap-6 sm:gap-8">
        <UsageDashboard plan={user.plan} nextRefresh={user.nextRefresh} balance={user.balance} />
        <PrebuiltGrid isSignedIn={Boolean(user)} plan={user.plan} />
      </div>
    </>
  );
}
