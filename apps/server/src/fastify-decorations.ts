import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { UserRow } from './db/schema.ts';
import type { Auth } from './lib/auth/create-auth.ts';
import type { Caller, RouteAccess } from './lib/auth/route-access.ts';
import type { LiveStreams } from './modules/events/live-streams.ts';

/** What buildApp (app.ts) decorates the Fastify instance with, for every plugin and route to use. */
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** This server's open live-update streams (GET /api/events). */
    liveStreams: LiveStreams;
    /**
     * True once the server is stopping (lib/graceful-stop.ts): readiness answers 503 and every
     * answer says `Connection: close`, so a proxy sends new requests elsewhere.
     */
    draining: boolean;
    /** better-auth, registered by plugins/auth.ts. */
    auth: Auth;
  }
  interface FastifyRequest {
    /** Who is calling, on a route that is not public (plugins/access.ts); reading it on a public route throws. */
    caller: Caller;
    /** The caller's users row (`caller.user`). */
    user: UserRow;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route (lib/auth/route-access.ts): `public`, `user` (the default: a route that
     * says nothing is closed) or `user-or-extension`. Listed for every route in docs/api-content.md.
     */
    access?: RouteAccess;
    /** A route that reads no cookie and takes its own credentials (security.ts skips its origin check). */
    ownCredentials?: boolean;
    /**
     * A public route that reads no credential and lets the extension's Authorization header come
     * along (security.ts skips its origin check then). `user-or-extension` routes take the header
     * anyway; every other /api route refuses a request that carries one.
     */
    bearer?: boolean;
  }
}
