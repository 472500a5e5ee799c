import { texts } from '@filldeck/shared';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { call, cookiesOf, signedInUser, signIn, signUp } from '../../../test/auth-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { PUBLIC_URL } from '../../../test/test-config.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

describe.each(DB_KINDS)('id tokens, session exchange and logout on %s', (kind) => {
  const t = useTestApp(kind);

  async function idToken(cookie: string): Promise<string> {
    const response = await call(t.app, 'GET', '/api/auth/token', { cookie });
    expect(response.statusCode).toBe(200);
    return response.json().token;
  }

  const exchange = (token: string, cookie?: string) =>
    call(t.app, 'POST', '/api/firebase_session_login', { body: { idToken: token }, ...(cookie ? { cookie } : {}) });

  it('issues a 15-minute EdDSA id token for the signed-in user', async () => {
    const cookie = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const token = await idToken(cookie);
    const claims = decodeJwt(token);
    const me = (await call(t.app, 'GET', '/api/me', { cookie })).json();
    expect(decodeProtectedHeader(token).alg).toBe('EdDSA');
    expect(claims).toMatchObject({
      sub: me.uid,
      aud: PUBLIC_URL,
      iss: PUBLIC_URL,
      email: 'ada@example.com',
      name: 'Ada Lovelace',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
  });

  it('refuses to issue a token without a session', async () => {
    expect((await call(t.app, 'GET', '/api/auth/token')).statusCode).toBe(401);
  });

  it('exchanges the token for a new session and ends the old one (rotation)', async () => {
    const oldCookie = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const response = await exchange(await idToken(oldCookie), oldCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const newCookie = cookiesOf(response);
    expect(newCookie).toMatch(/filldeck\.session_token=/);
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect((await call(t.app, 'GET', '/api/me', { cookie: newCookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/me', { cookie: oldCookie })).statusCode).toBe(401);
  });

  it('exchanges a token once: a copy, for a session or for the extension, is refused', async () => {
    const ada = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const token = await idToken(ada);
    expect(decodeJwt(token).jti).toMatch(/^[0-9a-f-]{36}$/);
    expect((await exchange(token)).statusCode).toBe(200);
    const again = await Promise.all([exchange(token), exchange(token)]);
    expect(again.map((r) => r.statusCode)).toEqual([401, 401]);
    const extension = await call(t.app, 'POST', '/api/extension/session', {
      body: { idToken: token, browser: 'Chrome on Linux' },
      headers: { origin: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop' },
    });
    expect(extension.statusCode).toBe(401);
    // A fresh token still works, and two at once: one wins.
    const fresh = await idToken(ada);
    const race = await Promise.all([exchange(fresh), exchange(fresh)]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('works without a cookie (a fresh browser) and leaves the user’s other sessions alone', async () => {
    const ada = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const response = await exchange(await idToken(ada));
    expect(response.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/me', { cookie: cookiesOf(response) })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/me', { cookie: ada })).statusCode).toBe(200);
  });

  it('revokes the session the browser held when the token is for another user', async () => {
    const ada = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const graceHere = await signedInUser(t.app, t.config.dataDir, 'grace@example.com');
    const graceElsewhere = cookiesOf(await signIn(t.app, 'grace@example.com'));
    const response = await exchange(await idToken(ada), graceHere);
    expect(response.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/me', { cookie: cookiesOf(response) })).json().email).toBe('ada@example.com');
    expect((await call(t.app, 'GET', '/api/me', { cookie: graceHere })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/me', { cookie: graceElsewhere })).statusCode).toBe(200);
  });

  it('throttles the exchange per client address with 429 and the too-many-attempts text', async () => {
    const limited = await t.buildSibling({ authRateLimit: { window: 60, max: 2 } });
    const attempt = (remoteAddress: string) =>
      call(limited, 'POST', '/api/firebase_session_login', { body: { idToken: 'garbage' }, remoteAddress });
    for (let i = 0; i < 2; i++) expect((await attempt('203.0.113.7')).statusCode).toBe(401);
    const blocked = await attempt('203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: texts.login.tooManyRequests, code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('203.0.113.8')).statusCode).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const cookie = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const real = await idToken(cookie);
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const forged = await new SignJWT(decodeJwt(real))
      .setProtectedHeader({ alg: 'EdDSA', kid: decodeProtectedHeader(real).kid ?? '' })
      .sign(privateKey);
    const response = await exchange(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: texts.login.sessionFailed });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an expired token, a token for another audience, garbage and a missing token', async () => {
    const cookie = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const claims = decodeJwt(await idToken(cookie));
    const now = Math.floor(Date.now() / 1000);
    const sign = (payload: Record<string, unknown>) =>
      t.app.auth.api.signJWT({ body: { payload: { ...claims, ...payload } } }).then((r) => r.token);
    const expired = await sign({ iat: now - 3600, exp: now - 60 });
    const otherAudience = await sign({ aud: 'https://evil.example', exp: now + 600 });
    for (const token of [expired, otherAudience, 'garbage', 'a.b.c']) {
      expect((await exchange(token)).statusCode, token).toBe(401);
    }
    for (const body of [{}, { idToken: 42 }, { idToken: '' }]) {
      const malformed = await call(t.app, 'POST', '/api/firebase_session_login', { body });
      expect(malformed.statusCode, JSON.stringify(body)).toBe(400);
      expect(malformed.json()).toEqual({ success: false, error: texts.login.sessionFailed });
    }
  });

  it('refuses a token whose session has ended (signed out)', async () => {
    const cookie = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const token = await idToken(cookie);
    await call(t.app, 'POST', '/api/logout', { cookie });
    expect((await exchange(token)).statusCode).toBe(401);
  });

  it('refuses a token of a user who is not verified any more', async () => {
    await signUp(t.app, 'eve@example.com');
    const cookie = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const claims = decodeJwt(await idToken(cookie));
    const me = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, 'eve@example.com') });
    const token = (await t.app.auth.api.signJWT({ body: { payload: { ...claims, sub: me?.id } } })).token;
    expect((await exchange(token)).statusCode).toBe(401);
  });

  it('logs out: the cookie is cleared and no longer works', async () => {
    const cookie = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const response = await call(t.app, 'POST', '/api/logout', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(String(response.headers['set-cookie'])).toMatch(/filldeck\.session_token=;/);
    expect((await call(t.app, 'GET', '/api/me', { cookie })).statusCode).toBe(401);
  });

  it('answers logout with success when nobody is signed in, with or without a JSON content type', async () => {
    expect((await call(t.app, 'POST', '/api/logout')).json()).toEqual({ success: true });
    const withType = await call(t.app, 'POST', '/api/logout', { headers: { 'content-type': 'application/json' } });
    expect(withType.statusCode).toBe(200);
  });

  it('signs out through better-auth then /api/logout, as the web app does', async () => {
    const cookie = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    expect((await call(t.app, 'POST', '/api/auth/sign-out', { cookie, body: {} })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/logout', { cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/me', { cookie })).statusCode).toBe(401);
  });
});
