import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { STATIC_PAGE_ENTRY, staticPages } from './vite-plugin-static-pages.ts';

const apiTarget = 'http://localhost:3000';

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
    },
  },
});
