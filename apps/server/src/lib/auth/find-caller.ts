import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../../db/schema.ts';
import { getSession } from '../get-session.ts';
import { bearerToken } from './extension-token.ts';
import type { Caller, RouteAccess } from './route-access.ts';
import { userOfExtensionToken } from './user-of-extension-token.ts';

/** The name of an extension session that never holds its token. */
const extensionSessionId = (token: string) => `extension:${createHash('sha256').update(token).digest('hex')}`;

/**
 * The caller of a request as a route's access allows it, or null (the route answers 401): without
 * an Authorization header the session cookie (checked against the database on every call); with
 * one, on `user-or-extension` routes only the extension's bearer token, never a cookie, and on
 * `user` routes nobody.
 */
export async function findCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  access: Exclude<RouteAccess, 'public'>,
): Promise<Caller | null> {
  const { authorization } = request.headers;
  if (authorization === undefined) {
    const session = await getSession(app, request);
    return session && { user: session.user, sessionId: session.sessionId, via: 'cookie' };
  }
  if (access !== 'user-or-extension') return null;
  const token = bearerToken(authorization);
  const userId = token ? await userOfExtensionToken(app.database.db, token) : null;
  if (!token || !userId) return null;
  const [user] = await app.database.db.select().from(users).where(eq(users.id, userId));
  return user ? { user, sessionId: extensionSessionId(token), via: 'extension' } : null;
}
