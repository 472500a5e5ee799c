import { texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { call, cookiesOf, signedInUser, signIn } from '../../test/auth-client.ts';
import { asExtension, connectExtension, EXTENSION_ORIGIN } from '../../test/extension-client.ts';
import { useTestApp } from '../../test/test-app.ts';
import { PUBLIC_URL } from '../../test/test-config.ts';
import { DB_KINDS } from '../../test/test-database.ts';
import { GOOGLE_PHOTO_ORIGIN, imageSources, isCrossOriginWrite } from './security.ts';

describe('imageSources', () => {
  it("allows Google's profile photos only when Google sign-in is configured", () => {
    expect(imageSources({ google: undefined })).toEqual(["'self'", 'data:']);
    const google = { clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' };
    expect(imageSources({ google })).toEqual(["'self'", 'data:', GOOGLE_PHOTO_ORIGIN]);
  });
});

describe('isCrossOriginWrite', () => {
  it('allows reads, same-origin writes and writes without an Origin header', () => {
    expect(isCrossOriginWrite('GET', { origin: 'https://evil.example' }, PUBLIC_URL)).toBe(false);
    expect(isCrossOriginWrite('POST', { origin: PUBLIC_URL }, PUBLIC_URL)).toBe(false);
    expect(isCrossOriginWrite('DELETE', {}, PUBLIC_URL)).toBe(false);
  });

  it('refuses writes from another origin or marked cross-site by the browser', () => {
    expect(isCrossOriginWrite('POST', { origin: 'https://evil.example' }, PUBLIC_URL)).toBe(true);
    expect(isCrossOriginWrite('PATCH', { origin: 'null' }, PUBLIC_URL)).toBe(true);
    expect(isCrossOriginWrite('PUT', { 'sec-fetch-site': 'cross-site' }, PUBLIC_URL)).toBe(true);
  });

  it('is not switched off by an Authorization header (bearer routes skip it by their config)', () => {
    const headers = { origin: 'https://evil.example', authorization: 'Bearer junk' };
    expect(isCrossOriginWrite('POST', headers, PUBLIC_URL)).toBe(true);
  });

  it('compares origins, not strings: case and a default port do not matter, a malformed Origin is refused', () => {
    const publicUrl = 'https://filldeck.example';
    for (const origin of ['https://filldeck.example', 'https://FillDeck.Example', 'https://filldeck.example:443']) {
      expect(isCrossOriginWrite('POST', { origin }, publicUrl), origin).toBe(false);
    }
    for (const origin of ['http://filldeck.example', 'https://filldeck.example:8443', 'not a url', '', 'null']) {
      expect(isCrossOriginWrite('POST', { origin }, publicUrl), origin).toBe(true);
    }
    expect(isCrossOriginWrite('POST', { origin: 'http://localhost' }, 'http://localhost:80')).toBe(false);
  });
});

describe.each(DB_KINDS)('cross-cutting protections on %s', (kind) => {
  const t = useTestApp(kind);

  it('refuses a cross-origin POST with 403 before it reaches better-auth', async () => {
    const cookie = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const hostile: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of hostile) {
      for (const url of ['/api/logout', '/api/auth/sign-in/email', '/api/auth/sign-out']) {
        const response = await call(t.app, 'POST', url, { cookie, headers, body: {} });
        expect(response.statusCode, url).toBe(403);
        expect(response.json().error).toBeTypeOf('string');
      }
    }
    expect((await call(t.app, 'GET', '/api/me', { cookie })).statusCode).toBe(200);
  });

  it('refuses an Authorization header on a route that takes no bearer, from any origin, and changes nothing', async () => {
    const cookie = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const junk = { authorization: 'Bearer junk' };
    for (const origin of ['https://evil.example', PUBLIC_URL]) {
      for (const url of ['/api/logout', '/api/firebase_session_login', '/api/auth/sign-out']) {
        const response = await call(t.app, 'POST', url, { cookie, headers: { ...junk, origin }, body: {} });
        expect(response.statusCode, `${origin} ${url}`).toBe(401);
        expect(response.json(), url).toEqual({ error: texts.errors.notSignedIn, code: 'NOT_SIGNED_IN' });
        expect(response.headers['set-cookie'], url).toBeUndefined();
      }
    }
    expect((await call(t.app, 'GET', '/api/health', { headers: junk })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/me', { cookie })).statusCode).toBe(200);
  });

  it('lets the extension’s bearer through on its routes, and still checks the origin of cookie writes there', async () => {
    const cookie = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const token = await connectExtension(t.app, cookie);
    const fill = { templateId: 'missing', fields: [{ key: 'f1', kind: 'text', tag: 'input' }] };
    // Past the origin check and the authentication: the template is simply not there.
    expect((await asExtension(t.app, token, 'POST', '/api/autofill', fill)).statusCode).toBe(404);
    const withoutOrigin = await t.app.inject({
      method: 'GET',
      url: '/api/templates',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withoutOrigin.statusCode).toBe(200);
    expect((await asExtension(t.app, token, 'DELETE', '/api/extension/session')).statusCode).toBe(204);
    const crossSite = await call(t.app, 'POST', '/api/autofill', {
      cookie,
      headers: { origin: EXTENSION_ORIGIN },
      body: fill,
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/autofill', { cookie, body: fill })).statusCode).toBe(404);
  });

  it('accepts the same POST from the app’s own origin', async () => {
    const cookie = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    expect((await call(t.app, 'POST', '/api/logout', { cookie })).statusCode).toBe(200);
  });

  it('sends security headers with a CSP that allows no third-party origin', async () => {
    const response = await call(t.app, 'GET', '/api/health');
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data:",
      "style-src 'self' 'unsafe-inline'",
      "script-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/https?:/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('answers malformed JSON and an oversized body with 4xx JSON, never 5xx', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/JSON/);

    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(70 * 1024) });
    for (const url of ['/api/auth/sign-in/email', '/api/verify_password_reset_code', '/api/firebase_session_login']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
        payload: big,
      });
      expect(response.statusCode, url).toBe(413);
      expect(response.json().error).toMatch(/too large/);
    }
  });

  it('answers unknown /api routes with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api'],
      ['GET', '/api/auth/nope'],
    ] as const) {
      const response = await call(t.app, method, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/json/);
      expect(response.json().error, url).toBeTypeOf('string');
    }
  });

  it('reports health with the database kind and whether Google is configured', async () => {
    const response = await call(t.app, 'GET', '/api/health');
    expect(response.json()).toEqual({ ok: true, database: kind, google: false });
  });

  it('answers /api/me with 401 JSON when signed out', async () => {
    const response = await call(t.app, 'GET', '/api/me');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBeTypeOf('string');
  });

  it('marks cookies Secure (with the __Secure- prefix) when PUBLIC_URL is https', async () => {
    const httpsUrl = 'https://filldeck.example';
    const secure = await t.buildSibling({ publicUrl: httpsUrl });
    await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const response = await secure.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: httpsUrl },
      payload: { email: 'ada@example.com', password: 'correct horse battery' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/__Secure-filldeck\.session_token=.*Secure/);
    expect(cookiesOf(await signIn(t.app, 'ada@example.com'))).toMatch(/^filldeck\./);
  });
});
