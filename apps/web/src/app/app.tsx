import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { router } from './router.tsx';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
