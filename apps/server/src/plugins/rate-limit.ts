import { texts } from '@filldeck/shared';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/app-error.ts';
import { consumeRateLimit, type RateLimitRule } from '../lib/auth/consume-rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `onRequest` hook for FillDeck's own identity routes, which better-auth's limiter never sees. */
    authRateLimit: onRequestAsyncHookHandler;
  }
}

/**
 * Throttles a route like better-auth throttles sign-in: AUTH_RATE_LIMIT_MAX attempts per
 * AUTH_RATE_LIMIT_WINDOW per client address (trustProxy-aware) and route, counted in the same
 * table. Over it: 429 `{ error }` with the 'Too many unsuccessful login attempts…' text
 * (docs/product.md#identity-and-sessions) and a Retry-After header.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { rule: RateLimitRule }) => {
    app.decorate<onRequestAsyncHookHandler>('authRateLimit', async (request, reply) => {
      const key = `${request.ip}|${request.routeOptions.url}`;
      const { isAllowed, retryAfter } = await consumeRateLimit(app.database.db, key, opts.rule);
      if (isAllowed) return;
      return reply
        .status(429)
        .header('retry-after', String(retryAfter))
        .send(errorBody('RATE_LIMITED', texts.login.tooManyRequests));
    });
  },
  { name: 'rate-limit' },
);
