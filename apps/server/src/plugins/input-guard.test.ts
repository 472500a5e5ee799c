import { describe, expect, it } from 'vitest';
import { fastUser } from '../../test/fast-user.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DB_KINDS } from '../../test/test-database.ts';
import { NUL_MESSAGE } from './input-guard.ts';

describe.each(DB_KINDS)('input every route gets the same way, on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers a NUL byte in a body, a path or a query with a 400 that says so', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const nulBody = await t.app.inject({
      method: 'POST',
      url: '/api/create_template',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"title":"Job\\u0000hunt"}',
    });
    expect(nulBody.statusCode).toBe(400);
    expect(nulBody.json()).toEqual({ error: NUL_MESSAGE, code: 'BAD_REQUEST' });
    const nulKey = await t.app.inject({
      method: 'POST',
      url: '/api/create_template',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"title":"Job","x\\u0000":1}',
    });
    expect(nulKey.statusCode).toBe(400);
    for (const url of ['/api/templates/abc%00def', '/api/usage?cursor=%00', '/api/me?x=%00']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ error: NUL_MESSAGE, code: 'BAD_REQUEST' });
    }
    // better-auth's routes too: a sign-in with a NUL in the email is refused before the database.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'ada\u0000@example.com', password: 'whatever-it-is' },
    });
    expect(signIn.statusCode).toBe(400);
  });

  it('finds nothing at a path id of the wrong shape', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    for (const url of ["/api/templates/x'%20or%201=1", '/api/projects/%F0%9F%98%80', '/api/templates/abc$def']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('keeps every API answer out of caches', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    for (const url of ['/api/me', '/api/templates', '/api/usage/summary', '/api/health']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});
