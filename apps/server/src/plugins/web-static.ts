import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

/**
 * Serves the built web app (production): precompressed (brotli, else gzip, as the browser
 * accepts), hashed `/assets/*` cached for a year, index.html never cached, and every other GET outside /api falls back to index.html for the client router
 * (except a missing /assets/ file: a stale hashed name gets a 404, not HTML in place of a script).
 * Without a web app (development, tests) unknown routes answer 404 `{ error }`.
 */
export const webStaticPlugin = fp(
  async (app: FastifyInstance, opts: { webDistDir: string | undefined }) => {
    const root = opts.webDistDir;
    assertWebBuild(root);
    if (root) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: ['index.html'],
        // The build writes .br and .gz beside each text file (apps/web/vite-plugin-precompress.ts).
        preCompressed: true,
        setHeaders(res, filePath) {
          const relative = path.relative(root, filePath).split(path.sep).join('/');
          res.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      const isAsset = request.url.startsWith('/assets/');
      if (!root || isApi || isAsset || !isRead) return reply.status(404).send({ error: 'Not found' });
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    });
  },
  { name: 'web-static' },
);
