import { PrivacyPolicy } from '../../../features/marketing/components/privacy-policy.tsx';
import { PublicLayout } from '../../../features/marketing/components/public-layout.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function PrivacyRoute() {
  useDocumentTitle('Privacy Policy');
  return (
    <PublicLayout>
      <PrivacyPolicy />
    </PublicLayout>
  );
}
