import { NotFound } from '#components/not-found.tsx';
import { PublicLayout } from '#features/marketing/components/public-layout.tsx';

export function PublicNotFoundRoute() {
  return (
    <PublicLayout>
      <div className="px-4">
        <NotFound title="Page not found" homeHref="/" homeLabel="Go to the home page">
          The page you are looking for does not exist or has moved. Check the address, or go back and try again.
        </NotFound>
      </div>
    </PublicLayout>
  );
}
