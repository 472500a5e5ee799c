import { VerifyEmailScreen } from '#features/auth/components/verify-email-screen.tsx';
import { useDocumentTitle } from '#lib/use-document-title.ts';

export function VerifyEmailRoute() {
  useDocumentTitle('Verify email');
  return <VerifyEmailScreen />;
}
