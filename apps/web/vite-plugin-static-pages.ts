import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { compressBuild } from './compress-build.ts';
import type { PrerenderedPage } from './src/prerender/pages.tsx';

/** The entry of the prerendered pages that need no app (vite.config.ts names it). */
export const STATIC_PAGE_ENTRY = 'static-page';

const ROOT_ELEMENT = '<div id="root"></div>';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The app shell without the app: its module script and preloads give way to the static page's script. */
function withoutApp(html: string, staticScript: string): string {
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /<script type="module"[^>]*><\/script>/,
      `<script type="module" crossorigin src="/${staticScript}"></script>`,
    );
}

/**
 * The pages a signed-in visit opens with (the router loads them on demand): app.html, which the
 * server answers for /dashboard, preloads them with the page's script instead of after it.
 */
const FIRST_SIGNED_IN_ROUTES = /\/src\/app\/routes\/app\/(protected-layout|dashboard)\.tsx$/;

/**
 * After the build: writes the public pages (src/prerender/pages.tsx) as HTML, so they show before
 * any script runs, then precompresses everything. The app's shell, which the server answers for
 * every other address, is kept as app.html; index.html becomes the landing page. The landing and
 * privacy pages load src/static-page.ts only; log in and register load the app, which draws the
 * same markup over the prerendered one.
 */
export function staticPages(): Plugin {
  let root = '';
  let outDir = 'dist';
  let staticScript = '';
  let firstRoutePreloads = '';
  return {
    name: 'filldeck-static-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === STATIC_PAGE_ENTRY);
      if (!entry) throw new Error(`The build has no ${STATIC_PAGE_ENTRY} entry`);
      staticScript = entry.fileName;
      firstRoutePreloads = Object.values(bundle)
        .filter((c) => c.type === 'chunk' && FIRST_SIGNED_IN_ROUTES.test(c.facadeModuleId ?? ''))
        .map((c) => `<link rel="modulepreload" crossorigin href="/${c.fileName}">`)
        .join('');
    },
    async closeBundle() {
      const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
      writeFileSync(path.join(outDir, 'app.html'), shell.replace('</head>', `${firstRoutePreloads}</head>`));
      // Vite's own module loader renders the pages' TSX in Node, as the app's first render would.
      const server = await createServer({
        root,
        configFile: false,
        plugins: [react()],
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { PRERENDERED_PAGES, renderPage } = (await server.ssrLoadModule('/src/prerender/pages.tsx')) as {
          PRERENDERED_PAGES: readonly PrerenderedPage[];
          renderPage: (page: PrerenderedPage) => string;
        };
        for (const page of PRERENDERED_PAGES) {
          // A page the app takes over shows its form disabled until then: what someone typed into
          // the prerendered inputs would be lost when the app draws its own (display: contents
          // keeps the fieldset out of the layout).
          const markup = page.app
            ? `<fieldset disabled class="contents">${renderPage(page)}</fieldset>`
            : renderPage(page);
          const html = shell
            .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
          writeFileSync(path.join(outDir, page.file), page.app ? html : withoutApp(html, staticScript));
        }
      } finally {
        await server.close();
      }
      compressBuild(outDir);
    },
  };
}
