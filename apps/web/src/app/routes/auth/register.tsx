import { RegisterScreen } from '#features/auth/components/register-screen.tsx';
import { useDocumentTitle } from '#lib/use-document-title.ts';

export const REGISTER_TITLE = 'Register';

export function RegisterRoute() {
  useDocumentTitle(REGISTER_TITLE);
  return <RegisterScreen />;
}
