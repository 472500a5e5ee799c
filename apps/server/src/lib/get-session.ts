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

type AuthContext = Awaited<FastifyInstance['auth']['$context']>;

/** better-auth's context once it has resolved, per auth instance: no await of it on every request. */
const resolvedContexts = new WeakMap<FastifyInstance['auth'], AuthContext>();

async function authContext(app: FastifyInstance): Promise<AuthContext> {
  const known = resolvedContexts.get(app.auth);
  if (known) return known;
  const ctx = await app.auth.$context;
  resolvedContexts.set(app.auth, ctx);
  return ctx;
}

/** Cookie headers longer than this are checked every time rather than remembered. */
const MAX_REMEMBERED_HEADER = 2048;
const MAX_REMEMBERED_HEADERS = 1000;

/**
 * The session token each recent Cookie header carries (null: none, or a bad signature), per
 * context (cookie name and secret): parsing the header and checking its signature give the same
 * answer for the same header every time, and a browser sends the same header with each request.
 * Only this pure step is remembered; the session itself is read from the database every time.
 */
const tokensOfHeaders = new WeakMap<
  AuthContext,
  { name: string; secret: string; tokens: Map<string, string | null> }
>();

function tokenOfCookieHeader(ctx: AuthContext, cookieHeader: string): string | null {
  const name = ctx.authCookies.sessionToken.name;
  let cache = tokensOfHeaders.get(ctx);
  if (!cache || cache.name !== name || cache.secret !== ctx.secret) {
    cache = { name, secret: ctx.secret, tokens: new Map() };
    tokensOfHeaders.set(ctx, cache);
  }
  const remembered = cache.tokens;
  const known = remembered.get(cookieHeader);
  if (known !== undefined) return known;
  const value = parseCookies(cookieHeader).get(name);
  const token = value ? verifySignedToken(value, ctx.secret) : null;
  if (cookieHeader.length <= MAX_REMEMBERED_HEADER) {
    // The oldest entry makes room (a Map iterates in insertion order).
    if (remembered.size >= MAX_REMEMBERED_HEADERS) remembered.delete(remembered.keys().next().value as string);
    remembered.set(cookieHeader, token);
  }
  return token;
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
  const ctx = await authContext(app);
  const token = tokenOfCookieHeader(ctx, cookieHeader);
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
