import {
  extensionSessionListSchema,
  extensionSessionRequestSchema,
  extensionSessionResponseSchema,
  idParamsSchema,
  texts,
} from '@filldeck/shared';
import { isAPIError } from 'better-auth/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { bearerToken } from '../../lib/auth/extension-token.ts';
import { requestBody } from '../../lib/request-body.ts';
import {
  createExtensionSession,
  endExtensionSession,
  listExtensionSessions,
  revokeExtensionSession,
} from './extension-sessions.ts';

/** Extension sessions (docs/auth-contract.md, "Handoff to the extension"). */
export async function extensionSessionsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The handoff id token (15 minutes) for a long-lived, revocable bearer token. Throttled like sign-in. */
  api.post(
    '/api/extension/session',
    {
      onRequest: app.authRateLimit,
      config: { access: 'public', ownCredentials: true },
      schema: { body: requestBody(extensionSessionRequestSchema), response: { 201: extensionSessionResponseSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      let user: { userId: string; name: string; image: string | null };
      try {
        user = await app.auth.api.verifyIdToken({ body: { idToken: body.idToken } });
      } catch (error) {
        if (!isAPIError(error)) throw error;
        request.log.info({ code: error.body?.code }, 'Extension session refused');
        throw new AppError(401, 'NOT_SIGNED_IN', texts.login.sessionFailed);
      }
      const { token, expiresAt } = await createExtensionSession(db, user.userId, body.browser);
      reply.status(201).header('cache-control', 'no-store');
      return { token, expiresAt: expiresAt.toISOString(), profile: { name: user.name, photoURL: user.image } };
    },
  );

  /** The extension signs out (or was told LOGOUT by the dashboard): its token stops working. */
  app.delete('/api/extension/session', { config: { access: 'public', bearer: true } }, async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (token) await endExtensionSession(db, token);
    return reply.status(204).send();
  });

  /** /profile's "Connected browsers". */
  api.get(
    '/api/extension/sessions',
    { schema: { response: { 200: extensionSessionListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { sessions: await listExtensionSessions(db, request.user.id) };
    },
  );

  api.delete('/api/extension/sessions/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    if (!(await revokeExtensionSession(db, request.user.id, request.params.id))) {
      throw new AppError(404, 'NOT_FOUND', texts.errors.connectedBrowserNotFound);
    }
    return reply.status(204).send();
  });
}
