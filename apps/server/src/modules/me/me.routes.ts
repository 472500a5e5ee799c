import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../lib/require-user.ts';
import { extensionOrCookieUser } from '../extension-sessions/require-extension-user.ts';
import { getMe } from './get-me.ts';

export async function meRoutes(app: FastifyInstance) {
  app.get('/api/me', async (request, reply) => {
    const me = await getMe(
      app.database.db,
      await extensionOrCookieUser(app.database.db, request.headers.authorization, () => requireUser(app, request)),
    );
    if (!me) return reply.status(401).send({ error: 'Not signed in' });
    reply.header('cache-control', 'no-store');
    return me;
  });
}
