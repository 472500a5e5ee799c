import { PageHeader } from '../../../components/page-header.tsx';
import { useComponents } from '../../../features/components/api/list-components.ts';
import { PrebuiltGrid } from '../../../features/prebuilt/components/prebuilt-grid.tsx';
import { useTemplates } from '../../../features/templates/api/list-templates.ts';
import { UsageDashboard } from '../../../features/usage/components/usage-dashboard.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { displayName } from '../../../lib/user-display.ts';
import { useSignedInUser } from '../../use-signed-in-user.ts';

export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const user = useSignedInUser();
  const templates = useTemplates();
  const components = useComponents();
  const owned =
    templates.data && components.data
      ? { templates: templates.data.length, components: components.data.length }
      : undefined;
  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome back, ${displayName(user.displayName)}.`} />
      <div className="flex flex-col gap-6 sm:gap-8">
        <UsageDashboard plan={user.plan} nextRefresh={user.nextRefresh} balance={user.balance} />
        <PrebuiltGrid isSignedIn={Boolean(user)} plan={user.plan} owned={owned} />
      </div>
    </>
  );
}
