import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookiesOf } from '../../../test/auth-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { PUBLIC_URL } from '../../../test/test-config.ts';

const CLIENT_ID = 'filldeck-test-client';
const keys = await generateKeyPair('RS256', { extractable: true });
let issuer = '';
let lastNonce = '';

/** A minimal OpenID Connect provider standing in for Google: discovery, JWKS, token, userinfo. */
const provider: Server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', issuer);
  const json = (body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/.well-known/openid-configuration') {
    return json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      id_token_signing_alg_values_supported: ['RS256'],
    });
  }
  if (url.pathname === '/jwks')
    return json({ keys: [{ ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256' }] });
  if (url.pathname === '/userinfo') {
    return json({
      sub: 'google-123',
      email: 'gina@example.com',
      email_verified: true,
      name: 'Gina',
      picture: 'https://lh3.example/gina.png',
    });
  }
  if (url.pathname === '/token') {
    const idToken = await new SignJWT({
      email: 'gina@example.com',
      email_verified: true,
      name: 'Gina',
      nonce: lastNonce,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience(CLIENT_ID)
      .setSubject('google-123')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(keys.privateKey);
    return json({
      access_token: 'access-1',
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: idToken,
      scope: 'openid email profile',
    });
  }
  res.writeHead(404).end();
});

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

describe('Google sign-in through OpenID Connect', () => {
  const t = useTestApp('pglite');

  it('is off, and said to be off by /api/health, without GOOGLE_CLIENT_ID', async () => {
    expect((await call(t.app, 'GET', '/api/health')).json().google).toBe(false);
  });

  it('signs a Google user in with a verified email, free plan and a google provider entry', async () => {
    const app = await t.buildSibling({ google: { clientId: CLIENT_ID, clientSecret: 'shh', issuer } });
    expect((await call(app, 'GET', '/api/health')).json().google).toBe(true);

    const start = await call(app, 'POST', '/api/auth/sign-in/oauth2', {
      body: {
        providerId: 'google',
        callbackURL: '/dashboard',
        newUserCallbackURL: '/dashboard',
        errorCallbackURL: '/login',
      },
    });
    expect(start.statusCode).toBe(200);
    const authorize = new URL(start.json().url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${issuer}/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/callback/google`);
    lastNonce = authorize.searchParams.get('nonce') ?? '';

    const state = authorize.searchParams.get('state') ?? '';
    const callback = await call(
      app,
      'GET',
      `/api/auth/callback/google?code=code-1&state=${encodeURIComponent(state)}`,
      {
        cookie: cookiesOf(start),
      },
    );
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/dashboard');

    const me = (await call(app, 'GET', '/api/me', { cookie: cookiesOf(callback) })).json();
    expect(me).toMatchObject({
      email: 'gina@example.com',
      emailVerified: true,
      displayName: 'Gina',
      plan: 'free',
      balance: 500,
    });
    expect(me.providerData).toEqual([{ providerId: 'google', uid: 'google-123' }]);
  });
});
