import type { UserRow } from '../../db/schema.ts';

/**
 * Who may call a route, as its Fastify config says (`config: { access }`), enforced by one hook
 * (plugins/access.ts) and listed route by route in docs/api-content.md ("Who may call each route"):
 * - `public`: anyone; the hook reads no credential (a route may still read the cookie itself, as
 *   `POST /api/logout` does);
 * - `user`: the dashboard's session cookie; a request with an Authorization header is 401;
 * - `user-or-extension`: the extension's bearer token when the request has an Authorization header
 *   (then only the token counts, never a cookie), else the session cookie.
 */
export const ROUTE_ACCESS = ['public', 'user', 'user-or-extension'] as const;

export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** A route that says nothing is closed: only the signed-in user may call it. */
export const DEFAULT_ACCESS: RouteAccess = 'user';

export const isRouteAccess = (value: unknown): value is RouteAccess =>
  (ROUTE_ACCESS as readonly unknown[]).includes(value);

/**
 * Whether a route takes a request with an Authorization header: the routes the extension calls,
 * and the public routes marked `config.bearer` (they read no credential, so the extension's header
 * may come along). Every other /api route refuses the header (plugins/security.ts).
 */
export function takesBearer(config: { access?: RouteAccess | undefined; bearer?: boolean | undefined }): boolean {
  return config.access === 'user-or-extension' || config.bearer === true;
}

/** Who is calling a route that is not public (find-caller.ts); plugins/access.ts sets it as `request.caller`. */
export interface Caller {
  /** The user's row as it is in the database. */
  user: UserRow;
  /**
   * The session the request came with: better-auth's session id for the cookie, or
   * `extension:<SHA-256 of the token>` for the extension's (the token itself is never kept).
   */
  sessionId: string;
  /** The extension's bearer token, or the dashboard's session cookie. */
  via: 'cookie' | 'extension';
}
