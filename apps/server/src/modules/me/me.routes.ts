import { meSchema, messages } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { extensionOrCookieUser } from '../extension-sessions/require-extension-user.ts';
import { getMe } from './get-me.ts';

export async function meRoutes(app: FastifyInstance) {
  const schema = { response: { 200: meSchema } };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/me', { config: { bearer: true }, schema }, async (request, reply) => {
      const me = await getMe(
        app.database.db,
        await extensionOrCookieUser(app.database.db, request.headers.authorization, () => requireUser(app, request)),
      );
      if (!me) throw new AppError(401, 'NOT_SIGNED_IN', messages.errors.notSignedIn);
      reply.header('cache-control', 'no-store');
      return me;
    });
}
