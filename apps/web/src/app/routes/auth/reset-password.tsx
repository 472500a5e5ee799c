import { ResetPasswordScreen } from '#features/auth/components/reset-password-screen.tsx';
import { useDocumentTitle } from '#lib/use-document-title.ts';

export function ResetPasswordRoute() {
  useDocumentTitle('Reset password');
  return <ResetPasswordScreen />;
}
