import { FeatureGrid } from '#features/marketing/components/feature-grid.tsx';
import { Hero } from '#features/marketing/components/hero.tsx';
import { HowItWorks } from '#features/marketing/components/how-it-works.tsx';
import { PublicLayout } from '#features/marketing/components/public-layout.tsx';
import { AccountDeletedNotice } from '#features/profile/components/account-deleted-notice.tsx';
import { useServerInfo } from '#features/server-info/api/get-server-info.ts';
import { useDocumentTitle } from '#lib/use-document-title.ts';

export const LANDING_TITLE = 'Fill any form with AI';

export function LandingRoute() {
  useDocumentTitle(LANDING_TITLE);
  // Prerendered, this is not known yet: the page's script (src/static-page.ts) asks the server.
  const serverInfo = useServerInfo();
  return (
    <PublicLayout>
      <AccountDeletedNotice />
      <Hero modelAvailable={serverInfo.data?.modelAvailable} />
      <FeatureGrid />
      <HowItWorks />
    </PublicLayout>
  );
}
