import { PrivacyPolicy } from '#features/marketing/components/privacy-policy.tsx';
import { PublicLayout } from '#features/marketing/components/public-layout.tsx';
import { useDocumentTitle } from '#lib/use-document-title.ts';

export const PRIVACY_TITLE = 'Privacy Policy';

export function PrivacyRoute() {
  useDocumentTitle(PRIVACY_TITLE);
  return (
    <PublicLayout>
      <PrivacyPolicy />
    </PublicLayout>
  );
}
