import { meSchema, texts } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { getMe } from './get-me.ts';

/** `GET /api/me`: the signed-in user's document, for the dashboard's cookie or the extension's bearer. */
export async function meRoutes(app: FastifyInstance) {
  const options = { config: { access: 'user-or-extension' as const }, schema: { response: { 200: meSchema } } };
  app.withTypeProvider<ZodTypeProvider>().get('/api/me', options, async (request, reply) => {
    const me = await getMe(app.database.db, request.user);
    if (!me) throw new AppError(401, 'NOT_SIGNED_IN', texts.errors.notSignedIn);
    reply.header('cache-control', 'no-store');
    return me;
  });
}
