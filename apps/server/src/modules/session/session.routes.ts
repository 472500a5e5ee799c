import {
  type SessionLoginResponse,
  sessionLoginBodySchema,
  sessionLoginResponseSchema,
  successResponseSchema,
  texts,
} from '@filldeck/shared';
import { isAPIError } from 'better-auth/api';
import type { FastifyInstance } from 'fastify';
import { toWebHeaders } from '../../lib/auth/to-web-headers.ts';
import { getSession } from '../../lib/get-session.ts';

function copySetCookies(from: Headers, reply: { header(name: string, value: string[]): unknown }) {
  const cookies = from.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export async function sessionRoutes(app: FastifyInstance) {
  /**
   * Exchanges a FillDeck id token for a fresh cookie session (the historic Firebase name stays).
   * Throttled per client address like sign-in: better-auth's own limiter never sees this route.
   */
  app.post(
    '/api/firebase_session_login',
    {
      config: { access: 'public' },
      onRequest: app.authRateLimit,
      // The historic answer, `{success, error?}`, for success and refusal alike.
      schema: {
        response: { 200: sessionLoginResponseSchema, 400: sessionLoginResponseSchema, 401: sessionLoginResponseSchema },
      },
    },
    async (request, reply): Promise<SessionLoginResponse> => {
      const body = sessionLoginBodySchema.safeParse(request.body ?? {});
      // A body without a usable token is bad input (400); a token that does not verify is 401.
      if (!body.success) return reply.status(400).send({ success: false, error: texts.login.sessionFailed });
      try {
        const { headers } = await app.auth.api.exchangeIdToken({
          body: { idToken: body.data.idToken },
          headers: toWebHeaders(request),
          returnHeaders: true,
        });
        copySetCookies(headers, reply);
        return { success: true };
      } catch (error) {
        if (!isAPIError(error)) throw error;
        request.log.info({ code: error.body?.code }, 'Session exchange refused');
        return reply.status(401).send({ success: false, error: texts.login.sessionFailed });
      }
    },
  );

  /** Ends the current session if there is one and clears the cookie; always succeeds (public). */
  const logoutOptions = { config: { access: 'public' as const }, schema: { response: { 200: successResponseSchema } } };
  app.post('/api/logout', logoutOptions, async (request, reply) => {
    const ending = await getSession(app, request);
    const { headers } = await app.auth.api.signOut({ headers: toWebHeaders(request), returnHeaders: true });
    if (ending) app.liveStreams.endSession(ending.sessionId);
    copySetCookies(headers, reply);
    return { success: true as const };
  });
}
