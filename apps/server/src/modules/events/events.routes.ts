import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../lib/app-error.ts';
import { findCaller } from '../../lib/auth/find-caller.ts';
import { EventHub } from './event-hub.ts';

export const DEFAULT_KEEP_ALIVE_MS = 25_000;
/** How often an open stream checks that its session still exists. */
export const DEFAULT_RECHECK_MS = 30_000;

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  'x-accel-buffering': 'no',
  // A stream's connection is never reused: it closes with the stream.
  connection: 'close',
};

/**
 * `GET /api/events`: the signed-in user's changes as Server-Sent Events
 * (docs/api-content.md#live-updates), for the dashboard's cookie session or the extension's bearer
 * token (the popup follows the balance; only the token counts then, never a cookie). A stream
 * belongs to the session it was opened with (`request.caller.sessionId`). The response is
 * hijacked from Fastify (no serializer or onSend hook touches the stream); the security headers
 * set so far are copied onto it. Closing the app ends every open stream.
 */
/**
 * Reconnect in one second (the browser's own delay is 3 s): written first, for a server that dies
 * without a word, and last to a stream the server ends because it stops.
 */
const RECONNECT_HINT = 'retry: 1000\n\n';

export async function eventsRoutes(
  app: FastifyInstance,
  opts: { keepAliveMs?: number | undefined; recheckMs?: number | undefined },
) {
  const hub = new EventHub(app.database, app.log);
  await hub.start();
  const keepAliveMs = opts.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS;
  const recheckMs = opts.recheckMs ?? DEFAULT_RECHECK_MS;
  const open = new Set<(last?: string) => void>();

  app.addHook('preClose', async () => {
    // (The app stopped taking connections already, endUnusedConnectionsOnClose: clients reconnect at
    // once when a stream ends, and a connection accepted now would hold app.close().)
    // The browser reconnects after the retry hint, to another instance behind the proxy.
    for (const end of [...open]) end(RECONNECT_HINT);
    await hub.stop();
  });

  app.get('/api/events', { config: { access: 'user-or-extension' } }, async (request, reply) => {
    const { sessionId } = request.caller;
    const userId = request.user.id;
    const refusal = app.liveStreams.refusal(userId, request.ip);
    if (refusal) return reply.status(429).header('retry-after', '30').send(errorBody('RATE_LIMITED', refusal));
    reply.hijack();
    const res = reply.raw;
    const headers: Record<string, string | number | string[]> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
    res.writeHead(200, { ...headers, ...SSE_HEADERS });
    // The retry hint, then a comment that flushes the headers, so the client knows the stream is open.
    res.write(`${RECONNECT_HINT}: connected\n\n`);
    const unsubscribe = hub.subscribe(userId, (message) => res.write(message));
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), keepAliveMs);
    // A session that ended elsewhere (another server, a revoke) ends its stream within recheckMs.
    const recheck = setInterval(() => {
      void findCaller(app, request, 'user-or-extension')
        .then((current) => {
          if (current?.sessionId !== sessionId) end();
        })
        .catch(() => {});
    }, recheckMs);
    const forget = app.liveStreams.add({
      sessionId,
      userId,
      address: request.ip,
      end: () => end(),
    });
    const end = (last?: string) => {
      if (!open.delete(end)) return;
      if (last) res.write(last);
      clearInterval(keepAlive);
      clearInterval(recheck);
      forget();
      unsubscribe();
      // Closing the socket as well means app.close() never waits on a lingering connection.
      res.end(() => res.destroy());
    };
    open.add(end);
    res.on('close', () => end());
  });
}
