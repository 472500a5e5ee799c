import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';

// The hand-written limit bench:api compares FillDeck with: Fastify and `pg` with nothing else,
// doing what a signed-in read must do per request: verify the session cookie's signature, read
// session and user by token in one query, then the owner's rows. Runs as its own process.
// Env: DATABASE_URL, PORT, AUTH_SECRET, SESSION_COOKIE.

const secret = process.env.AUTH_SECRET ?? '';
const cookieName = process.env.SESSION_COOKIE ?? '';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();

function sessionToken(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== cookieName) continue;
    const value = decodeURIComponent(rest.join('='));
    const dot = value.lastIndexOf('.');
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return dot > 0 && signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
  }
  return null;
}

type User = Record<string, unknown> & { id: string };

async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<User | null> {
  const token = sessionToken(request);
  const { rows } = token
    ? await pool.query<User>(
        'select u.* from sessions s join users u on u.id = s.user_id where s.token = $1 and s.expires_at > now()',
        [token],
      )
    : { rows: [] };
  if (!rows[0]) reply.status(401).send({ error: 'Not signed in' });
  return rows[0] ?? null;
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
  const { rows } = await pool.query('select provider_id, account_id from accounts where user_id = $1', [user.id]);
  return { ...user, providerData: rows };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
