import { NotFound } from '../../../components/not-found.tsx';
import { PublicLayout } from '../../../features/marketing/components/public-layout.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function PublicNotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <PublicLayout>
      <div className="px-4">
        <NotFound homeHref="/" homeLabel="Go to the home page" />
      </div>
    </PublicLayout>
  );
}
