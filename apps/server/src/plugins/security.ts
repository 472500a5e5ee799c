import helmet from '@fastify/helmet';
import { messages } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { errorBody } from '../lib/app-error.ts';

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
 * when the browser says it is cross-site (Sec-Fetch-Site). Runs before better-auth too.
 */
export function isCrossOriginWrite(
  method: string,
  headers: Record<string, string | string[] | undefined>,
  publicUrl: string,
): boolean {
  if (!STATE_CHANGING.has(method.toUpperCase())) return false;
  // A bearer token (the extension's) is no ambient credential: a page cannot make a browser send
  // one, and routes that take a bearer never look at the cookie (require-user.ts).
  if (typeof headers.authorization === 'string' && headers.authorization.startsWith('Bearer ')) return false;
  const origin = headers.origin;
  if (origin !== undefined && originOf(origin) !== new URL(publicUrl).origin) return true;
  return headers['sec-fetch-site'] === 'cross-site';
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
      // A route that takes its credential in the body (the extension's id-token exchange) and never
      // reads the cookie cannot be ridden by another site: it says so with `config.ownCredentials`.
      const config = request.routeOptions.config as { ownCredentials?: boolean } | undefined;
      if (config?.ownCredentials === true) return;
      if (isCrossOriginWrite(request.method, request.headers, opts.config.publicUrl)) {
        return reply.status(403).send(errorBody('FORBIDDEN', messages.errors.crossOriginRefused));
      }
    });
  },
  { name: 'security' },
);
