import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#app/app.tsx';
import { prefetchFirstView } from '#app/first-view-queries.ts';
import { isProtectedPath, router } from '#app/router.tsx';
import { createQueryClient } from '#lib/query-client.ts';
import { applyTheme, readTheme } from '#lib/theme.ts';
import './index.css';

applyTheme(readTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A signed-in page needs the user first: ask for it now, while the page's code is still loading,
// whether the server has an AI model (the editor's Settings and /subscription say so), and the
// page's first data (the server preloads those answers with the page).
const queryClient = createQueryClient();
const firstView = isProtectedPath(window.location.pathname)
  ? prefetchFirstView(queryClient, window.location.pathname)
  : Promise.resolve();

/**
 * How long the first render waits, once the page's code is in, for the page's first data. The
 * answers are usually in already (preloaded): the page then draws its content in one render
 * instead of 'Loading user...' and one render per answer. A slow answer only delays that
 * 'Loading user...' by this much.
 */
const FIRST_DATA_WAIT_MS = 150;

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
void routerReady()
  .then(() => Promise.race([firstView, new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]))
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
