import { LoginScreen } from '../../../features/auth/components/login-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function LoginRoute() {
  useDocumentTitle('Log in');
  return <LoginScreen />;
}
