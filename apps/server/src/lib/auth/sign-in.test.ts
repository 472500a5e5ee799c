import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, cookiesOf, PASSWORD, signedInUser, signIn, signUp } from '../../../test/auth-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

describe.each(DB_KINDS)('sign-in on %s', (kind) => {
  const t = useTestApp(kind);

  it('sets an httpOnly, SameSite=Lax session cookie named filldeck.*', async () => {
    await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const response = await signIn(t.app, 'ada@example.com');
    expect(response.statusCode).toBe(200);
    const raw = response.headers['set-cookie'];
    const session = (Array.isArray(raw) ? raw : [raw ?? '']).find((c) => c.startsWith('filldeck.session_token='));
    expect(session).toBeDefined();
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
  });

  it('records the sign-in time on the user document', async () => {
    const cookie = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const me = (await call(t.app, 'GET', '/api/me', { cookie })).json();
    expect(Date.now() - Date.parse(me.lastSignInTime)).toBeLessThan(60_000);
  });

  it('answers INVALID_PASSWORD for a wrong password', async () => {
    await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const response = await signIn(t.app, 'ada@example.com', 'not the password');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_PASSWORD');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers USER_NOT_FOUND for an email no account has', async () => {
    const response = await signIn(t.app, 'nobody@example.com');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('USER_NOT_FOUND');
  });

  it("answers better-auth's failures in the API's {error} shape, keeping the code", async () => {
    const response = await signIn(t.app, 'nobody@example.com');
    const body = response.json();
    expect(body).toMatchObject({ code: 'USER_NOT_FOUND', error: expect.any(String) });
    expect(body.error.length).toBeGreaterThan(0);
  });

  it('answers INVALID_PASSWORD, not EMAIL_NOT_VERIFIED, for an unverified account with a wrong password', async () => {
    await signUp(t.app, 'ada@example.com');
    const response = await signIn(t.app, 'ada@example.com', 'not the password');
    expect(response.json().code).toBe('INVALID_PASSWORD');
  });

  it('rotates the session: signing in again ends the session the browser held', async () => {
    const first = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const second = cookiesOf(await signIn(t.app, 'ada@example.com', PASSWORD, first));
    expect(second).not.toBe(first);
    expect((await call(t.app, 'GET', '/api/me', { cookie: first })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/me', { cookie: second })).statusCode).toBe(200);
  });

  it('throttles sign-in per client address with 429 after AUTH_RATE_LIMIT_MAX attempts', async () => {
    const limited = await t.buildSibling({ authRateLimit: { window: 60, max: 3 } });
    const attempt = (remoteAddress: string) =>
      call(limited, 'POST', '/api/auth/sign-in/email', {
        body: { email: 'nobody@example.com', password: PASSWORD },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.7')).statusCode).toBe(401);
    const blocked = await attempt('203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toMatch(/json/);
    expect((await attempt('203.0.113.8')).statusCode).toBe(401);
  });

  it('behind one proxy (TRUST_PROXY=1) takes the address that proxy saw: a forged X-Forwarded-For does not escape the limit', async () => {
    const limited = await t.buildSibling({ trustProxy: 1, authRateLimit: { window: 60, max: 3 } });
    const attempt = (forged: string) =>
      call(limited, 'POST', '/api/auth/sign-in/email', {
        body: { email: 'nobody@example.com', password: PASSWORD },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `${forged}, 203.0.113.7` },
      });
    for (let i = 0; i < 3; i++) expect((await attempt(`198.51.100.${i}`)).statusCode).toBe(401);
    expect((await attempt('198.51.100.99')).statusCode).toBe(429);
  });

  it('throttles failed sign-ins per account from any address, and a success starts the count again', async () => {
    await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const attempt = (password: string, n: number) =>
      call(t.app, 'POST', '/api/auth/sign-in/email', {
        body: { email: 'Ada@Example.com', password },
        remoteAddress: `198.51.100.${n}`,
      });
    for (let n = 0; n < 10; n++) expect((await attempt('not the password', n)).statusCode).toBe(401);
    const locked = await attempt(PASSWORD, 50);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // Fifteen minutes after the last failure the account may be tried again.
    await t.database.db.execute(sql`update rate_limits set last_request = last_request - 901000`);
    expect((await attempt(PASSWORD, 51)).statusCode).toBe(200);
    expect((await attempt('not the password', 52)).statusCode).toBe(401);
    expect((await attempt(PASSWORD, 53)).statusCode).toBe(200);
  });

  it('serves only the better-auth routes the product uses', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/delete-user'],
      ['POST', '/api/auth/change-email'],
      ['GET', '/api/auth/jwks'],
      ['POST', '/api/auth/sign-in/social'],
      ['GET', '/api/auth/get-session'],
    ] as const) {
      const response = await call(t.app, method, url, method === 'POST' ? { body: {} } : {});
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('throttles sign-up, reset requests and resets the same way', async () => {
    const limited = await t.buildSibling({ authRateLimit: { window: 60, max: 2 } });
    const paths: [string, unknown][] = [
      ['/api/auth/sign-up/email', { name: 'X', email: 'x@example.com', password: 'short' }],
      ['/api/auth/request-password-reset', { email: 'x@example.com', redirectTo: '/reset-password' }],
      ['/api/auth/reset-password', { token: 'nope', newPassword: PASSWORD }],
      ['/api/auth/send-verification-email', { email: 'x@example.com' }],
    ];
    for (const [url, body] of paths) {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await call(limited, 'POST', url, { body })).statusCode);
      expect(statuses[2], url).toBe(429);
      expect(statuses.slice(0, 2), url).not.toContain(429);
    }
  });
});
