import type { FastifyInstance } from 'fastify';
import { getSession } from '../../lib/get-session.ts';
import { getMe } from './get-me.ts';

export async function meRoutes(app: FastifyInstance) {
  app.get('/api/me', async (request, reply) => {
    const session = await getSession(app, request);
    const me = session ? await getMe(app.database.db, session.user.id) : null;
    if (!me) return reply.status(401).send({ error: 'Not signed in' });
    reply.header('cache-control', 'no-store');
    return me;
  });
}
