import { DashboardOverview } from '../../../features/dashboard/components/dashboard-overview.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSignedInUser } from '../../use-signed-in-user.ts';

export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const user = useSignedInUser();
  return <DashboardOverview user={user} />;
}
