import { texts } from '@filldeck/shared';
import { PageHeader } from '#components/page-header.tsx';
import { useComponents } from '#features/components/api/list-components.ts';
import { GettingStartedChecklist } from '#features/getting-started/components/getting-started-checklist.tsx';
import { dismissedKey, doneSteps, isChecklistDue } from '#features/getting-started/utils/getting-started-steps.ts';
import { PrebuiltGrid } from '#features/prebuilt/components/prebuilt-grid.tsx';
import { useConnectedBrowsers } from '#features/profile/api/connected-browsers.ts';
import { useProjects } from '#features/projects/api/list-projects.ts';
import { useTemplates } from '#features/templates/api/list-templates.ts';
import { useUsageSummary } from '#features/usage/api/get-usage-summary.ts';
import { UsageDashboard } from '#features/usage/components/usage-dashboard.tsx';
import { contentCount } from '#features/usage/utils/content-count.ts';
import { useDocumentTitle } from '#lib/use-document-title.ts';
import { useStoredFlag } from '#lib/use-stored-flag.ts';
import { displayName } from '#lib/user-display.ts';
import { useExtensionConnection } from '../../extension-connection.ts';
import { useSignedInUser } from '../../use-signed-in-user.ts';

interface FirstStepsProps {
  fills: number;
  componentCount: number | undefined;
  onDismiss(): void;
}

/** The first steps, each ticked from what is true now, while some are still to do (isChecklistDue). */
function FirstSteps({ fills, componentCount, onDismiss }: FirstStepsProps) {
  const extension = useExtensionConnection();
  // Signed in on another browser, the extension counts as installed and connected too.
  const browsers = useConnectedBrowsers();
  const facts = {
    extensionHere: extension.status.state,
    connectedBrowsers: browsers.data?.length,
    components: componentCount,
    fills,
  };
  if (!isChecklistDue(facts)) return null;
  return (
    <GettingStartedChecklist
      done={doneSteps(facts)}
      canConnectHere={extension.status.state === 'installed'}
      onConnect={extension.connect}
      isConnecting={extension.isConnecting}
      onDismiss={onDismiss}
    />
  );
}

/**
 * The dashboard (docs/product.md#dashboard). Until the first fill the user is new: greeted
 * 'Welcome', with the first steps (until dismissed) and the prebuilt templates above the figures,
 * which are still all zero. Afterwards: 'Welcome back', the figures first, and the first steps only
 * while one is still to do.
 */
export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const user = useSignedInUser();
  const templates = useTemplates();
  const components = useComponents();
  const projects = useProjects();
  const summary = useUsageSummary();
  const [isChecklistDismissed, setChecklistDismissed] = useStoredFlag(dismissedKey(user.uid), false);
  // The counts come from the lists the sidebar and the pages already hold (one source, kept fresh
  // by mutations and live updates); the usage summary carries AI usage only.
  const counts = {
    templates: contentCount(templates),
    components: contentCount(components),
    projects: contentCount(projects),
  };
  const owned =
    templates.data && components.data ? { templates: templates.data.length, components: components.data } : undefined;
  const fills = summary.data?.aiTransactions;
  const isNew = fills === 0;
  const name = displayName(user.displayName);
  // A blank line until the figures say which greeting is right, so nothing moves.
  const greeting = summary.isPending
    ? '\u00a0'
    : isNew
      ? texts.dashboard.welcome(name)
      : texts.dashboard.welcomeBack(name);

  // Until the figures say whether the user is new, the figures are laid out but not shown: a new
  // user's first steps and prebuilt templates then go above them, and nothing on screen moves.
  const usage = (
    <div
      key="usage"
      className={summary.isPending ? 'invisible' : undefined}
      aria-hidden={summary.isPending || undefined}
    >
      <UsageDashboard plan={user.plan} nextRefresh={user.nextRefresh} balance={user.balance} counts={counts} />
    </div>
  );
  const prebuilt = <PrebuiltGrid key="prebuilt" isSignedIn={Boolean(user)} plan={user.plan} owned={owned} />;

  return (
    <>
      <PageHeader title="Dashboard" description={greeting} />
      <div className="flex flex-col gap-6 sm:gap-8">
        {isChecklistDismissed || fills === undefined ? null : (
          <FirstSteps
            key="first-steps"
            fills={fills}
            componentCount={components.data?.length}
            onDismiss={() => setChecklistDismissed(true)}
          />
        )}
        {/*
         * Keyed, so they move without being mounted again: the figures keep their request (and its
         * retries) while the greeting is decided, and a prebuilt flow under way survives a first fill.
         */}
        {summary.isPending ? [usage] : isNew ? [prebuilt, usage] : [usage, prebuilt]}
      </div>
    </>
  );
}
