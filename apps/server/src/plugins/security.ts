import type { IncomingMessage, ServerResponse } from 'node:http';
import { texts } from '@filldeck/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
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
 * The headers helmet sets for these options, worked out once. They depend on the configuration
 * alone (no directive is a function, no nonce), so every answer gets the same ones: helmet run on
 * every request (as @fastify/helmet does) would build the same CSP again each time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers with a CSP that allows no third-party origin (the one exception, Google's profile
 * photos, only when Google sign-in is configured), and the cross-origin write check.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const isHttps = opts.config.publicUrl.startsWith('https:');
    const securityHeaders = helmetHeaders({
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
    // A callback hook (nothing here waits); the route's config is read only when a check needs it.
    app.addHook('onRequest', (request, reply, done) => {
      // First, so a route's own header of the same name (a file's CSP) replaces the default.
      reply.headers(securityHeaders);
      if (request.headers.authorization !== undefined) {
        // A route that takes the extension's bearer reads the header alone when one is sent, never
        // the cookie: no other site can ride it (the header is no ambient credential).
        const route = request.routeOptions.config;
        if (route && takesBearer(route)) return done();
        // Any other route refuses the header, so that a cookie never rides past the check with it.
        if (request.url.startsWith('/api/')) {
          refuse(reply, 401, errorBody('NOT_SIGNED_IN', texts.errors.notSignedIn));
          return;
        }
      }
      if (!isCrossOriginWrite(request.method, request.headers, opts.config.publicUrl)) return done();
      // A route that takes its credential in the body (the extension's id-token exchange) and never
      // reads the cookie cannot be ridden by another site either.
      if (request.routeOptions.config?.ownCredentials === true) return done();
      refuse(reply, 403, errorBody('FORBIDDEN', texts.errors.crossOriginRefused));
    });
  },
  { name: 'security' },
);
