import { messages } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { extensionOrCookieUser } from '../extension-sessions/require-extension-user.ts';
import { getMe } from './get-me.ts';

export async function meRoutes(app: FastifyInstance) {
  app.get('/api/me', async (request, reply) => {
    const me = await getMe(
      app.database.db,
      await extensionOrCookieUser(app.database.db, request.headers.authorization, () => requireUser(app, request)),
    );
    if (!me) return reply.status(401).send(errorBody('NOT_SIGNED_IN', messages.errors.notSignedIn));
    reply.header('cache-control', 'no-store');
    return me;
  });
}
