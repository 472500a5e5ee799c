import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#app/app.tsx';
import { isProtectedPath, router } from '#app/router.tsx';
import { meQueryOptions } from '#features/auth/api/get-me.ts';
import { serverInfoQueryOptions } from '#features/server-info/api/get-server-info.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { applyTheme, readTheme } from '#lib/theme.ts';
import './index.css';

applyTheme(readTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A signed-in page needs the user first: ask for it now, while the page's code is still loading,
// and whether the server has an AI model (the editor's Settings and /subscription say so).
const queryClient = createQueryClient();
if (isProtectedPath(window.location.pathname)) {
  void queryClient.prefetchQuery(meQueryOptions());
  void queryClient.prefetchQuery(serverInfoQueryOptions());
}

/** Resolves once the router has loaded the first page's code (its routes load on demand). */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// A prerendered page (log in, register) stays on screen until the app can draw the same page in
// one go: rendering earlier would blank it while the page's code loads.
void routerReady().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
