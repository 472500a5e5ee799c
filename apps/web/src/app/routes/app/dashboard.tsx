import { PageHeader } from '../../../components/page-header.tsx';
import { useComponents } from '../../../features/components/api/list-components.ts';
import { PrebuiltGrid } from '../../../features/prebuilt/components/prebuilt-grid.tsx';
import { useProjects } from '../../../features/projects/api/list-projects.ts';
import { useTemplates } from '../../../features/templates/api/list-templates.ts';
import { UsageDashboard } from '../../../features/usage/components/usage-dashboard.tsx';
import { contentCount } from '../../../features/usage/utils/content-count.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { displayName } from '../../../lib/user-display.ts';
import { useSignedInUser } from '../../use-signed-in-user.ts';

export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const user = useSignedInUser();
  const templates = useTemplates();
  const components = useComponents();
  const projects = useProjects();
  // The counts come from the lists the sidebar and the pages already hold (one source, kept fresh
  // by mutations and live updates); the usage summary carries AI usage only.
  const counts = {
    templates: contentCount(templates),
    components: contentCount(components),
    projects: contentCount(projects),
  };
  const owned =
    templates.data && components.data
      ? { templates: templates.data.length, components: components.data.length }
      : undefined;
  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome back, ${displayName(user.displayName)}.`} />
      <div className="flex flex-col gap-6 sm:gap-8">
        <UsageDashboard plan={user.plan} nextRefresh={user.nextRefresh} balance={user.balance} counts={counts} />
        <PrebuiltGrid isSignedIn={Boolean(user)} plan={user.plan} owned={owned} />
      </div>
    </>
  );
}
