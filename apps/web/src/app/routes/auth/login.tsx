import { LoginScreen } from '#features/auth/components/login-screen.tsx';
import { useDocumentTitle } from '#lib/use-document-title.ts';

export const LOGIN_TITLE = 'Log in';

export function LoginRoute() {
  useDocumentTitle(LOGIN_TITLE);
  return <LoginScreen />;
}
