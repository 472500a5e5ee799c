import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions, type UserRow, users } from '../db/schema.ts';
import type {} from '../fastify-decorations.ts';
import { toWebHeaders } from './auth/to-web-headers.ts';

/** A signed-in request: its better-auth session's id and the user's row as it is in the database. */
export interface SignedIn {
  sessionId: string;
  user: UserRow;
}

/** The token of a signed session cookie value (`token.base64(HMAC-SHA256(secret, token))`), or null. */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

function sessionQuery(db: Db) {
  return db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('filldeck_session_by_token');
}

/** The session lookup, built once per database handle (a named prepared statement on PostgreSQL). */
const preparedSessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

function sessionByToken(db: Db, token: string) {
  let query = preparedSessionQueries.get(db);
  if (!query) {
    query = sessionQuery(db);
    preparedSessionQueries.set(db, query);
  }
  return query.execute({ token });
}

/**
 * The session of a request, checked against the database on every call (a session revoked or
 * signed out elsewhere stops working at once), in one query: session and user by the token of
 * better-auth's signed cookie. better-auth itself runs only when it has something to write: a
 * session due for its sliding renewal, or an expired one to delete.
 */
export async function getSession(app: FastifyInstance, request: FastifyRequest): Promise<SignedIn | null> {
  const cookieHeader = request.headers.cookie;
  if (!cookieHeader) return null;
  const ctx = await app.auth.$context;
  const value = parseCookies(cookieHeader).get(ctx.authCookies.sessionToken.name);
  const token = value ? verifySignedToken(value, ctx.secret) : null;
  if (!token) return null;
  const [row] = await sessionByToken(app.database.db, token);
  if (!row) return null;
  const { expiresIn, updateAge } = ctx.sessionConfig;
  const now = Date.now();
  const expired = row.expiresAt.getTime() <= now;
  const renewalDue = row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
  if (expired || renewalDue) {
    const session = await app.auth.api.getSession({ headers: toWebHeaders(request) });
    if (!session) return null;
  }
  return { sessionId: row.sessionId, user: row.user };
}
