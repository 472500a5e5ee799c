import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { Auth } from './lib/auth/create-auth.ts';
import type { LiveStreams } from './modules/events/live-streams.ts';

/** What buildApp (app.ts) decorates the Fastify instance with, for every plugin and route to use. */
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** This server's open live-update streams (GET /api/events). */
    liveStreams: LiveStreams;
    /** better-auth, registered by plugins/auth.ts. */
    auth: Auth;
  }
  interface FastifyContextConfig {
    /** A route that reads no cookie and takes its own credentials (security.ts skips its origin check). */
    ownCredentials?: boolean;
    /**
     * A route that takes the extension's bearer token: with an Authorization header it reads that
     * alone, never the cookie (security.ts skips its origin check then). Every other /api route
     * refuses a request that carries one.
     */
    bearer?: boolean;
  }
}
