import { NotFound } from '../../../components/not-found.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function ShellNotFoundRoute() {
  useDocumentTitle('Page not found');
  return <NotFound homeHref="/dashboard" homeLabel="Go to the dashboard" />;
}
