import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';

// The hand-written limit bench:api compares FillDeck with: Fastify and `pg` with nothing else,
// doing what a signed-in read must do per request: verify the session cookie's signature, read
// session and user by token in one query, then the owner's rows (for /api/me, the linked accounts,
// as FillDeck's /api/me lists them). No plugins, no validation, no mapping of rows: what is left
// is the floor of Node, Fastify and the two round trips to PostgreSQL. Runs as its own process
// (reference-process.ts starts it) so it has a core's worth of event loop to itself, as FillDeck does.
// Env: DATABASE_URL, PORT, AUTH_SECRET, SESSION_COOKIE.

const secret = process.env.AUTH_SECRET ?? '';
const cookieName = process.env.SESSION_COOKIE ?? '';
// max 10 like FillDeck's pool (apps/server/src/db/client.ts), so neither side has more connections.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// An idle connection that fails would otherwise crash the process through the pool's 'error' event.
pool.on('error', () => {});
const app = Fastify();

/** The session token of the request's signed cookie (`token.base64(HMAC-SHA256(secret, token))`), or null. */
function sessionToken(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== cookieName) continue;
    const value = decodeURIComponent(part.slice(eq + 1).trim());
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
  }
  return null;
}

type User = Record<string, unknown> & { id: string };

/** The signed-in user in one query, or null after answering 401. */
async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<User | null> {
  const token = sessionToken(request);
  const { rows } = token
    ? await pool.query<User>(
        'select u.* from sessions s join users u on u.id = s.user_id where s.token = $1 and s.expires_at > now()',
        [token],
      )
    : { rows: [] };
  const user = rows[0] ?? null;
  if (!user) reply.status(401).send({ error: 'Not signed in' });
  return user;
}

app.get('/api/templates', async (request, reply) => {
  const user = await signedIn(request, reply);
  if (!user) return reply;
  const { rows } = await pool.query('select * from templates where owner_uid = $1 order by created_at, id', [user.id]);
  return { templates: rows };
});

app.get('/api/components', async (request, reply) => {
  const user = await signedIn(request, reply);
  if (!user) return reply;
  const { rows } = await pool.query('select * from components where owner_uid = $1 order by created_at, id', [user.id]);
  return { components: rows };
});

app.get('/api/me', async (request, reply) => {
  const user = await signedIn(request, reply);
  if (!user) return reply;
  const { rows } = await pool.query(
    'select provider_id, account_id from accounts where user_id = $1 order by created_at',
    [user.id],
  );
  return { ...user, providerData: rows };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
