import helmet from '@fastify/helmet';
import { texts } from '@filldeck/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { errorBody } from '../lib/app-error.ts';
import { takesBearer } from '../lib/auth/route-access.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin an Origin header names (`new URL(…).origin`), or undefined when it names none. */
function originOf(header: string | string[]): string | undefined {
  if (typeof header !== 'string') return undefined;
  try {
    return new URL(header).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request may change state: refused when its Origin is present and is not the origin of
 * PUBLIC_URL (both compared as `new URL(…).origin`; a malformed or opaque Origin is refused), or
 * when the browser says it is cross-site (Sec-Fetch-Site). Runs before better-auth too. An
 * Authorization header changes nothing here: only routes that take a bearer skip this check.
 */
export function isCrossOriginWrite(
  method: string,
  headers: Record<string, string | string[] | undefined>,
  publicUrl: string,
): boolean {
  if (!STATE_CHANGING.has(method.toUpperCase())) return false;
  const origin = headers.origin;
  if (origin !== undefined && originOf(origin) !== new URL(publicUrl).origin) return true;
  return headers['sec-fetch-site'] === 'cross-site';
}

/** A refusal before the route runs: `{error, code}`, whatever the route's own answers look like. */
function refuse(reply: FastifyReply, status: number, body: ReturnType<typeof errorBody>) {
  return reply.status(status).serializer(JSON.stringify).send(body);
}

/** Where Google serves profile photos: allowed as images only when Google sign-in is configured. */
export const GOOGLE_PHOTO_ORIGIN = 'https://*.googleusercontent.com';

/** Image sources of the CSP: the app itself, data: URLs, and Google's photos when Google is on. */
export function imageSources(config: Pick<AppConfig, 'google'>): string[] {
  return ["'self'", 'data:', ...(config.google ? [GOOGLE_PHOTO_ORIGIN] : [])];
}

/**
 * Security headers with a CSP that allows no third-party origin (the one exception, Google's profile
 * photos, only when Google sign-in is configured), and the cross-origin write check.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const isHttps = opts.config.publicUrl.startsWith('https:');
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          imgSrc: imageSources(opts.config),
          fontSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: isHttps ? { maxAge: 15552000, includeSubDomains: true } : false,
      // Not 'no-referrer': under it browsers send `Origin: null` with same-origin form posts (the
      // sandbox checkout's Approve button), which the cross-origin check must then refuse.
      referrerPolicy: { policy: 'same-origin' },
    });
    app.addHook('onRequest', async (request, reply) => {
      const route = request.routeOptions.config;
      if (request.headers.authorization !== undefined) {
        // A route that takes the extension's bearer reads the header alone when one is sent, never
        // the cookie: no other site can ride it (the header is no ambient credential).
        if (route && takesBearer(route)) return;
        // Any other route refuses the header, so that a cookie never rides past the check with it.
        if (request.url.startsWith('/api/')) {
          return refuse(reply, 401, errorBody('NOT_SIGNED_IN', texts.errors.notSignedIn));
        }
      }
      // A route that takes its credential in the body (the extension's id-token exchange) and never
      // reads the cookie cannot be ridden by another site either.
      if (route?.ownCredentials === true) return;
      if (isCrossOriginWrite(request.method, request.headers, opts.config.publicUrl)) {
        return refuse(reply, 403, errorBody('FORBIDDEN', texts.errors.crossOriginRefused));
      }
    });
  },
  { name: 'security' },
);
