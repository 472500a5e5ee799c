import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Serves files on 127.0.0.1 (a random port): each case folder is reached under /<case>/. */
export async function serveDir(
  root: string,
  extra: Record<string, string> = {},
): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const body = extra[urlPath];
    if (body !== undefined) {
      response.writeHead(200, { 'content-type': TYPES['.html'] }).end(body);
      return;
    }
    const file = path.join(root, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    try {
      const data = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(data);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
