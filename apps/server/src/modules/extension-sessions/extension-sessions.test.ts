import { texts } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, cookiesOf, PASSWORD, signedInUser } from '../../../test/auth-client.ts';
import { connectExtension } from '../../../test/extension-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { extensionSessions } from '../../db/schema.ts';
import { hashExtensionToken } from '../../lib/auth/extension-token.ts';

const EXTENSION_ORIGIN = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';

describe.each(DB_KINDS)('extension sessions on %s', (kind) => {
  const t = useTestApp(kind);

  async function connect(email = 'ada@example.com', browser = 'Chrome on Linux') {
    const user = await fastUser(t.app, email, 'professional');
    const idToken = (
      await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie: user.cookie } })
    ).json().token as string;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/extension/session',
      headers: { origin: EXTENSION_ORIGIN },
      payload: { idToken, browser },
    });
    expect(response.statusCode).toBe(201);
    return { ...user, token: response.json().token as string, body: response.json() };
  }
  const asExtension = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, origin: EXTENSION_ORIGIN } });

  it('exchanges the dashboard handoff id token for a bearer token kept only as a hash', async () => {
    const { userId, token, body } = await connect();
    expect(token).toMatch(/^fdx_[A-Za-z0-9_-]{43}$/);
    expect(body.profile).toEqual({ name: 'ada', photoURL: null });
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 80 * 86_400_000);
    const rows = await t.database.db.select().from(extensionSessions).where(eq(extensionSessions.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashExtensionToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses an id token that does not verify, and creates nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/extension/session',
      payload: { idToken: 'eyJhbGciOiJFZERTQSJ9.e30.c2ln', browser: 'Chrome' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: texts.login.sessionFailed, code: 'NOT_SIGNED_IN' });
    expect(await t.database.db.select().from(extensionSessions)).toHaveLength(0);
    const bad = await t.app.inject({ method: 'POST', url: '/api/extension/session', payload: { browser: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it('works on the extension’s routes, from the extension’s origin', async () => {
    const { token } = await connect();
    expect((await asExtension(token, 'GET', '/api/me')).json()).toMatchObject({ email: 'ada@example.com' });
    expect((await asExtension(token, 'GET', '/api/templates')).json()).toEqual({ templates: [] });
    expect((await asExtension(token, 'GET', '/api/usage/summary')).statusCode).toBe(200);
    expect((await asExtension(token, 'GET', '/api/usage')).statusCode).toBe(200);
    const fill = await asExtension(token, 'POST', '/api/autofill', {
      templateId: 'missing',
      fields: [{ key: 'f1', kind: 'text', tag: 'input' }],
    });
    // Past the origin check and the authentication: the template is simply not there.
    expect(fill.statusCode).toBe(404);
  });

  it('works nowhere else, and a cookie never stands in for a bearer', async () => {
    const { token, cookie } = await connect();
    for (const [method, url] of [
      ['GET', '/api/projects'],
      ['GET', '/api/components'],
      ['POST', '/api/create_template'],
      ['GET', '/api/extension/sessions'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, cookie, origin: EXTENSION_ORIGIN },
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: 'Bearer nope', cookie },
    });
    expect(garbage.statusCode).toBe(401);
  });

  it('lists connected browsers on the dashboard and revokes one at once; another user’s is 404', async () => {
    const { token, cookie } = await connect('ada@example.com', 'Chrome on Linux');
    const list = await t.app.inject({ method: 'GET', url: '/api/extension/sessions', headers: { cookie } });
    const [session] = list.json().sessions;
    expect(session).toMatchObject({ browser: 'Chrome on Linux' });
    expect(Date.parse(session.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
    const grace = await fastUser(t.app, 'grace@example.com');
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/extension/sessions/${session.id}`,
      headers: { cookie: grace.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await asExtension(token, 'GET', '/api/me')).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/extension/sessions/${session.id}`,
      headers: { cookie },
    });
    expect(revoke.statusCode).toBe(204);
    expect((await asExtension(token, 'GET', '/api/me')).statusCode).toBe(401);
  });

  it('ends with a password change that signs out the other sessions, and only then', async () => {
    let cookie = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const token = await connectExtension(t.app, cookie);
    const change = async (currentPassword: string, newPassword: string, revokeOtherSessions: boolean) => {
      const response = await call(t.app, 'POST', '/api/auth/change-password', {
        cookie,
        body: { currentPassword, newPassword, revokeOtherSessions },
      });
      expect(response.statusCode).toBe(200);
      cookie = cookiesOf(response) || cookie;
    };
    await change(PASSWORD, 'a second passphrase', false);
    expect((await asExtension(token, 'GET', '/api/me')).statusCode).toBe(200);
    await change('a second passphrase', 'a third passphrase', true);
    expect((await asExtension(token, 'GET', '/api/me')).statusCode).toBe(401);
  });

  it('ends when the extension signs out, and when it has expired', async () => {
    const first = await connect('ada@example.com');
    expect((await asExtension(first.token, 'DELETE', '/api/extension/session')).statusCode).toBe(204);
    expect((await asExtension(first.token, 'GET', '/api/me')).statusCode).toBe(401);
    const second = await connect('grace@example.com');
    await t.database.db
      .update(extensionSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(extensionSessions.userId, second.userId));
    expect((await asExtension(second.token, 'GET', '/api/me')).statusCode).toBe(401);
  });
});
