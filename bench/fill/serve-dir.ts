import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
};

export interface StaticServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves a folder's files (and `pages`, path → HTML, kept in memory) on 127.0.0.1 at a random
 * port; nothing outside the folder is reachable.
 */
export async function serveDir(root: string | null, pages: Record<string, string> = {}): Promise<StaticServer> {
  const base = root ? path.resolve(root) : null;
  const server = createServer(async (request, response) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const page = pages[urlPath];
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': TYPES['.html'] }).end(page);
      return;
    }
    const file = base === null ? '' : path.resolve(base, `.${urlPath}`);
    if (base === null || !file.startsWith(base + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const data = await readFile(file);
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      });
      response.end(data);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
