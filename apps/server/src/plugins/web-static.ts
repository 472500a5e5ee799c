import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { firstViewData, texts } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/app-error.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export class MissingWebBuildError extends Error {
  constructor(dir: string) {
    super(`The web app is not built: ${path.join(dir, 'index.html')} is missing. Run npm run build first.`);
    this.name = 'MissingWebBuildError';
  }
}

/** Fails fast, before anything opens, when production has no web build to serve. */
export function assertWebBuild(dir: string | undefined): void {
  if (dir && !existsSync(path.join(dir, 'index.html'))) throw new MissingWebBuildError(dir);
}

/** The app's shell, answered for every address without a file of its own (the build's app.html). */
const APP_SHELL = 'app.html';

/**
 * The public pages the build prerendered (`privacy.html` → `/privacy`; index.html, the landing
 * page, is served for `/` as the directory index), by path.
 */
function prerenderedPages(root: string): Map<string, string> {
  const files = readdirSync(root).filter(
    (name) => name.endsWith('.html') && name !== APP_SHELL && name !== 'index.html',
  );
  return new Map(files.map((name) => [`/${name.slice(0, -'.html'.length)}`, name]));
}

/** better-auth's session cookie (`filldeck.session_token`, `__Secure-` prefixed over HTTPS). */
function hasSessionCookie(cookie: string | undefined): boolean {
  return cookie?.includes('filldeck.session_token=') ?? false;
}

/**
 * The scripts the shell loads at once (its module entry and `modulepreload` links), in its order,
 * as module preload hints.
 */
function shellScriptLinks(html: string): string[] {
  const tags = html.match(/<(?:script\b[^>]*\btype="module"|link\b[^>]*\brel="modulepreload")[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const url = /\b(?:src|href)="(\/[^"]+)"/.exec(tag)?.[1];
    return url ? [`<${url}>; rel=modulepreload`] : [];
  });
}

/**
 * A signed-in page's preload hints: first the shell's scripts, then the page's first data, which the
 * browser fetches while the code downloads (the app's own fetches, same URL with credentials, take
 * the answers). The scripts come first so that over HTTP/1.1, six connections to a host, they are
 * not queued behind API answers that a busy server is slow to give.
 */
function preloadLinks(scripts: readonly string[], pathname: string): string {
  const data = firstViewData(pathname).map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`);
  return [...scripts, ...data].join(', ');
}

/**
 * Serves the built web app (production): precompressed (brotli, else gzip, as the browser
 * accepts), hashed `/assets/*` cached for a year, pages never cached. `/` is the landing page
 * (index.html), the other prerendered pages answer at their paths, and every other GET outside /api
 * gets the app's shell (app.html) for the client router (except a missing /assets/ file: a stale
 * hashed name gets a 404, not HTML in place of a script).
 * With a session cookie, the shell's answer names the page's first data in a preload `Link` header.
 * Without a web app (development, tests) unknown routes answer 404 `{ error }`. The build's files
 * are public (`config.access`): their routes are registered in a context of their own that says so.
 */
export const webStaticPlugin = fp(
  async (app: FastifyInstance, opts: { webDistDir: string | undefined }) => {
    const root = opts.webDistDir;
    assertWebBuild(root);
    const pages = root ? prerenderedPages(root) : new Map<string, string>();
    // A build from before prerendering has only index.html, the shell.
    const shell = root && existsSync(path.join(root, APP_SHELL)) ? APP_SHELL : 'index.html';
    const scripts = root ? shellScriptLinks(readFileSync(path.join(root, shell), 'utf8')) : [];
    if (root) {
      const files = {
        root,
        index: ['index.html'],
        // The build writes .br and .gz beside each text file (apps/web/vite-plugin-precompress.ts).
        preCompressed: true,
        setHeaders(res: { header(name: string, value: string): unknown }, filePath: string) {
          const relative = path.relative(root, filePath).split(path.sep).join('/');
          res.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
        },
      };
      // reply.sendFile for the fallback below, with no routes of its own…
      await app.register(fastifyStatic, { ...files, serve: false });
      // …and a route for each file of the build, every one public.
      await app.register(async (publicFiles) => {
        publicFiles.addHook('onRoute', (route) => {
          route.config = { ...route.config, access: 'public' };
        });
        await publicFiles.register(fastifyStatic, { ...files, wildcard: false, decorateReply: false });
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      const isAsset = request.url.startsWith('/assets/');
      if (!root || isApi || isAsset || !isRead)
        return reply.status(404).send(errorBody('NOT_FOUND', texts.errors.notFound));
      const pathname = request.url.split('?')[0] ?? '';
      const page = pages.get(pathname);
      if (!page && hasSessionCookie(request.headers.cookie)) reply.header('link', preloadLinks(scripts, pathname));
      return reply.header('cache-control', 'no-cache').sendFile(page ?? shell, root);
    });
  },
  { name: 'web-static' },
);
