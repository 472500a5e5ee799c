import { NotFound } from '#components/not-found.tsx';

const PAGE_NOT_FOUND =
  'The page you are looking for does not exist or has moved. Check the address, or go back and try again.';

export function ShellNotFoundRoute() {
  return (
    <NotFound title="Page not found" homeHref="/dashboard" homeLabel="Go to the dashboard">
      {PAGE_NOT_FOUND}
    </NotFound>
  );
}
