import { ForgotPasswordScreen } from '#features/auth/components/forgot-password-screen.tsx';
import { useDocumentTitle } from '#lib/use-document-title.ts';

export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password');
  return <ForgotPasswordScreen />;
}
