import { texts } from '@filldeck/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type {} from '../fastify-decorations.ts';
import { AppError } from '../lib/app-error.ts';
import { findCaller } from '../lib/auth/find-caller.ts';
import { type Caller, DEFAULT_ACCESS, isRouteAccess } from '../lib/auth/route-access.ts';

const callers = new WeakMap<FastifyRequest, Caller>();

/**
 * Who may call each route, in one place: every route declares `config.access` (`public`, `user` or
 * `user-or-extension`; a route that says nothing is `user`), and one `preValidation` hook finds the
 * caller and sets `request.caller` / `request.user`, or answers 401 `{error, code: 'NOT_SIGNED_IN'}`.
 * It runs after the body is read (an upload over its limit is still 413) and before it is validated
 * (signed out is 401, not 400). Unknown routes stay 404.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      const name = `${String(route.method)} ${route.url}`;
      if (access !== undefined && !isRouteAccess(access)) throw new Error(`${name}: unknown config.access '${access}'`);
      if (route.config?.bearer === true && (access ?? DEFAULT_ACCESS) !== 'public') {
        throw new Error(`${name}: config.bearer is for public routes ('user-or-extension' takes the bearer already)`);
      }
    });

    app.decorateRequest('caller', {
      getter(this: FastifyRequest): Caller {
        const caller = callers.get(this);
        if (!caller) throw new Error(`request.caller read on a public route (${this.method} ${this.routeOptions.url})`);
        return caller;
      },
    });
    app.decorateRequest('user', {
      getter(this: FastifyRequest) {
        return this.caller.user;
      },
    });

    app.addHook('preValidation', async (request) => {
      if (request.is404) return;
      const access = request.routeOptions.config.access ?? DEFAULT_ACCESS;
      if (access === 'public') return;
      const caller = await findCaller(app, request, access);
      if (!caller) throw new AppError(401, 'NOT_SIGNED_IN', texts.errors.notSignedIn);
      callers.set(request, caller);
    });
  },
  { name: 'access' },
);
