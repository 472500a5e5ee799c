import { FeatureGrid } from '../../../features/marketing/components/feature-grid.tsx';
import { Hero } from '../../../features/marketing/components/hero.tsx';
import { HowItWorks } from '../../../features/marketing/components/how-it-works.tsx';
import { PublicLayout } from '../../../features/marketing/components/public-layout.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function LandingRoute() {
  useDocumentTitle('Fill any form with AI');
  return (
    <PublicLayout>
      <Hero />
      <FeatureGrid />
      <HowItWorks />
    </PublicLayout>
  );
}
