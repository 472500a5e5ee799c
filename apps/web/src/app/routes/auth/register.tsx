import { RegisterScreen } from '../../../features/auth/components/register-screen.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function RegisterRoute() {
  useDocumentTitle('Register');
  return <RegisterScreen />;
}
