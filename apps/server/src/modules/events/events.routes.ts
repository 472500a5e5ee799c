import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError, errorBody } from '../../lib/app-error.ts';
import { getSession } from '../../lib/get-session.ts';
import { NOT_SIGNED_IN } from '../../lib/require-user.ts';
import { userOfExtensionToken } from '../extension-sessions/extension-sessions.ts';
import { bearerToken } from '../extension-sessions/extension-token.ts';
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
 * Who a stream is for: the extension's session when the request carries its bearer token (the
 * popup follows the balance; only the token counts then, never a cookie), else the dashboard's
 * cookie session. Null when neither is valid.
 */
async function streamSession(
  app: FastifyInstance,
  authorization: string | undefined,
  cookieSession: () => ReturnType<typeof getSession>,
): Promise<{ userId: string; sessionId: string } | null> {
  if (authorization === undefined) {
    const session = await cookieSession();
    return session ? { userId: session.user.id, sessionId: session.sessionId } : null;
  }
  const token = bearerToken(authorization);
  const userId = token ? await userOfExtensionToken(app.database.db, token) : null;
  // The token itself is never kept: the stream is named by a digest of it.
  return token && userId
    ? { userId, sessionId: `extension:${createHash('sha256').update(token).digest('hex')}` }
    : null;
}

/**
 * `GET /api/events`: the signed-in user's changes as Server-Sent Events
 * (docs/api-content.md#live-updates). The response is hijacked from Fastify (no serializer or
 * onSend hook touches the stream); the security headers set so far are copied onto it. Closing the
 * app ends every open stream.
 */
export async function eventsRoutes(
  app: FastifyInstance,
  opts: { keepAliveMs?: number | undefined; recheckMs?: number | undefined },
) {
  const hub = new EventHub(app.database, app.log);
  await hub.start();
  const keepAliveMs = opts.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS;
  const recheckMs = opts.recheckMs ?? DEFAULT_RECHECK_MS;
  const open = new Set<() => void>();

  app.addHook('preClose', async () => {
    // Stop accepting connections before ending the streams: clients reconnect at once when a
    // stream ends, and a connection accepted now would hold app.close() for its keep-alive.
    if (app.server.listening) app.server.close();
    for (const end of [...open]) end();
    await hub.stop();
  });

  app.get('/api/events', { config: { bearer: true } }, async (request, reply) => {
    const session = await streamSession(app, request.headers.authorization, () => getSession(app, request));
    if (!session) throw new AppError(401, 'NOT_SIGNED_IN', NOT_SIGNED_IN);
    const userId = session.userId;
    const refusal = app.liveStreams.refusal(userId, request.ip);
    if (refusal) return reply.status(429).header('retry-after', '30').send(errorBody('RATE_LIMITED', refusal));
    reply.hijack();
    const res = reply.raw;
    const headers: Record<string, string | number | string[]> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
    res.writeHead(200, { ...headers, ...SSE_HEADERS });
    // A first comment flushes the headers, so the client knows the stream is open.
    res.write(': connected\n\n');
    const unsubscribe = hub.subscribe(userId, (message) => res.write(message));
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), keepAliveMs);
    // A session that ended elsewhere (another server, a revoke) ends its stream within recheckMs.
    const recheck = setInterval(() => {
      void streamSession(app, request.headers.authorization, () => getSession(app, request))
        .then((current) => {
          if (current?.sessionId !== session.sessionId) end();
        })
        .catch(() => {});
    }, recheckMs);
    const forget = app.liveStreams.add({
      sessionId: session.sessionId,
      userId,
      address: request.ip,
      end: () => end(),
    });
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(keepAlive);
      clearInterval(recheck);
      forget();
      unsubscribe();
      // Closing the socket as well means app.close() never waits on a lingering connection.
      res.end(() => res.destroy());
    };
    open.add(end);
    res.on('close', end);
  });
}
