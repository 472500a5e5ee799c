import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { STATIC_PAGE_ENTRY, staticPages } from './vite-plugin-static-pages.ts';

const apiTarget = 'http://localhost:3000';

/** Libraries every signed-in page runs on: their own chunk, whose hash survives deploys of app code. */
const VENDOR =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack|@radix-ui|@floating-ui|lucide-react|react-remove-scroll[^/]*|aria-hidden|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib)\//;
/** FillDeck's own small modules that pages share (UI parts, helpers, shared constants). */
const APP_COMMON = /\/apps\/web\/src\/(components|lib)\/|\/packages\/shared\/src\/(?!schemas\/)/;
/** What the prerendered pages' script imports: kept out of both, so that page loads neither. */
const STATIC_PAGE_MODULES =
  /\/src\/lib\/(theme|install-link|no-model-note)\.ts$|\/packages\/shared\/src\/extension-contract\.ts$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), staticPages()],
  server: {
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        // The server refuses state-changing requests from other origins; in development the page
        // lives on the Vite port, so present the request as coming from the API's own origin.
        configure: (proxy) => {
          proxy.on('proxyReq', (proxyReq) => {
            if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', apiTarget);
          });
        },
      },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        [STATIC_PAGE_ENTRY]: path.resolve(import.meta.dirname, 'src/static-page.ts'),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // React and the libraries around it: cached across deploys (the name is hashed by
              // content, and app code changes do not touch it).
              name: 'vendor',
              test: (id: string) => VENDOR.test(id),
              priority: 2,
            },
            {
              // The small modules pages share travel as one file instead of dozens of 1 KB
              // requests; what only one page uses stays with it.
              name: 'app-common',
              test: (id: string) => APP_COMMON.test(id) && !STATIC_PAGE_MODULES.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
