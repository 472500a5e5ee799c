import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Makes `app.close()` end connections on which no request has begun. Closing stops taking
 * connections, then waits for each open one to end; Node closes the idle ones at once, but a
 * connection the client opened and has sent nothing on yet (a browser's pre-connect, an HTTP
 * pool's spare socket) counts as waiting for a request's headers, and nothing ended it: it held
 * `app.close()` — a deploy's stop, a test's teardown — for as long as the client kept it open.
 * Registered before the modules, so it runs first when the app closes: no connection is taken from
 * then on, unused ones are ended, and every answer still under way says `Connection: close` (as
 * while draining), so its connection ends with it rather than staying open for another request.
 */
export function endUnusedConnectionsOnClose(app: FastifyInstance): void {
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  app.addHook('preClose', async () => {
    app.draining = true;
    if (app.server.listening) app.server.close();
    for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
  });
}
