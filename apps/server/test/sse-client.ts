import type { FastifyInstance } from 'fastify';

/** A listening app's base URL (`app.listen({ port: 0 })` first). */
export function baseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

export interface EventStream {
  response: Response;
  /** Every complete message block received so far (comments included), in order. */
  blocks: string[];
  /** Resolves with the first block (already received or still to come) that matches. */
  waitFor(match: (block: string) => boolean, timeoutMs?: number): Promise<string>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens `GET /api/events` over real HTTP and collects its message blocks: with a session cookie,
 * or with other headers (the extension's bearer).
 */
export async function openEvents(url: string, auth: string | Record<string, string>): Promise<EventStream> {
  const controller = new AbortController();
  const headers = typeof auth === 'string' ? { cookie: auth } : auth;
  const response = await fetch(`${url}/api/events`, { headers, signal: controller.signal });
  const blocks: string[] = [];
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const w of [...waiters]) w();
  };
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          blocks.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        notify();
      }
    } catch {
      // aborted by close()
    }
  })();
  const waitFor = (match: (block: string) => boolean, timeoutMs = 5000) =>
    new Promise<string>((resolve, reject) => {
      let seen = 0;
      const check = () => {
        for (; seen < blocks.length; seen++) {
          const block = blocks[seen] as string;
          if (match(block)) {
            cleanup();
            resolve(block);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(blocks)}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  return { response, blocks, waitFor, ended, close: () => controller.abort() };
}

/** Matches a data message `{type, id}` exactly as the contract writes it. */
export const dataMessage = (type: string, id: string | null) => (block: string) =>
  block === `data: ${JSON.stringify({ type, id })}`;
