import { texts } from '@filldeck/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type {} from '../fastify-decorations.ts';
import { errorBody } from '../lib/app-error.ts';
import { accountRetryAfter, clearFailedSignIns, recordFailedSignIn } from '../lib/auth/account-throttle.ts';
import type { Auth } from '../lib/auth/create-auth.ts';
import { toWebHeaders } from '../lib/auth/to-web-headers.ts';
import { requestBody } from '../lib/request-body.ts';

/** Builds a Web Request for better-auth; the parsed JSON body is serialized again. */
export function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = toWebHeaders(request);
  const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Copies a Web Response onto the reply: status, every header (each set-cookie), body. */
export async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status < 400) return reply.send(text);
  return reply.send(withErrorField(text, response.statusText));
}

/**
 * better-auth answers failures as `{code, message}`; the API's contract is `{error}`. The
 * message is added as `error` and `code` kept (the web app maps codes to the
 * texts of docs/auth-contract.md).
 */
function withErrorField(text: string, statusText: string): string | Record<string, unknown> {
  if (text === '') return { error: statusText || 'Request failed' };
  try {
    const body: unknown = JSON.parse(text);
    if (body === null || typeof body !== 'object' || Array.isArray(body) || 'error' in body) return text;
    const message = 'message' in body && typeof body.message === 'string' ? body.message : statusText;
    return { ...body, error: message || 'Request failed' };
  } catch {
    return text;
  }
}

const oauth2SignInSchema = z.object({
  providerId: z.string().min(1).max(64),
  callbackURL: z.string().max(2048).optional(),
  newUserCallbackURL: z.string().max(2048).optional(),
  errorCallbackURL: z.string().max(2048).optional(),
  disableRedirect: z.boolean().optional(),
});

/**
 * The contract's `POST /api/auth/sign-in/oauth2 {providerId, …}` (generic OAuth). better-auth 1.7
 * serves generic providers through `/sign-in/social {provider, …}`; this forwards there, so
 * better-auth's own checks and throttling apply unchanged.
 */
function toSocialSignIn(request: FastifyRequest, body: z.infer<typeof oauth2SignInSchema>, publicUrl: string): Request {
  const { providerId, ...rest } = body;
  const headers = toWebHeaders(request);
  headers.set('content-type', 'application/json');
  return new Request(new URL('/api/auth/sign-in/social', publicUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify({ provider: providerId, ...rest }),
  });
}

/**
 * The better-auth routes the product uses, by method and path under /api/auth; every other one
 * better-auth has (account linking, user updates, session listing, …) answers 404 from outside.
 * The server still calls what it needs through `app.auth.api`.
 */
export const AUTH_ROUTES = new Set([
  'POST /sign-in/email',
  'POST /sign-up/email',
  'POST /sign-out',
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /request-password-reset',
  'POST /reset-password',
  // /profile: a new name, and a new password (the current one required).
  'POST /update-user',
  'POST /change-password',
  'GET /token',
  'GET /callback/google',
  'POST /callback/google',
]);

function emailOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('email' in body)) return undefined;
  return typeof body.email === 'string' && body.email.length <= 254 ? body.email : undefined;
}

/** Mounts better-auth at /api/auth/* (the routes above only) and exposes it as `app.auth`. */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { auth: Auth; publicUrl: string }) => {
    app.decorate('auth', opts.auth);
    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      config: { access: 'public' },
      handler: async (request, reply) => {
        const path = `/${(request.params as { '*': string })['*'].split('?')[0] ?? ''}`;
        if (!AUTH_ROUTES.has(`${request.method} ${path}`))
          return reply.status(404).send(errorBody('NOT_FOUND', texts.errors.notFound));
        const email = path === '/sign-in/email' ? emailOf(request.body) : undefined;
        if (email) {
          const retryAfter = await accountRetryAfter(app.database.db, email);
          if (retryAfter > 0) {
            return reply
              .status(429)
              .header('retry-after', String(retryAfter))
              .send(errorBody('RATE_LIMITED', texts.login.tooManyRequests));
          }
        }
        // A sign-out here ends that session's live-update streams at once (elsewhere: within 30 s).
        const signingOut =
          path === '/sign-out' ? await opts.auth.api.getSession({ headers: toWebHeaders(request) }) : null;
        const response = await opts.auth.handler(toWebRequest(request, opts.publicUrl));
        if (signingOut && response.ok) app.liveStreams.endSession(signingOut.session.id);
        if (email && response.status === 401) await recordFailedSignIn(app.database.db, email);
        if (email && response.ok) await clearFailedSignIns(app.database.db, email);
        return sendWebResponse(reply, response);
      },
    });
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/auth/sign-in/oauth2',
        { config: { access: 'public' }, schema: { body: requestBody(oauth2SignInSchema) } },
        async (request, reply) => {
          const response = await opts.auth.handler(toSocialSignIn(request, request.body, opts.publicUrl));
          return sendWebResponse(reply, response);
        },
      );
  },
  { name: 'auth' },
);
