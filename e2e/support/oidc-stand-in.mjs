#!/usr/bin/env node
// A tiny OpenID Connect provider that stands in for Google in end-to-end tests, so the server's
// real OIDC client code runs (discovery, authorization code + PKCE, token exchange, id token
// signature check). It signs every user in at once as the account given by OIDC_USER_EMAIL /
// OIDC_USER_NAME. Never used outside tests.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const port = Number(process.env.OIDC_PORT ?? 3299);
const issuer = `http://127.0.0.1:${port}`;
const user = {
  sub: process.env.OIDC_USER_SUB ?? 'google-sub-1',
  email: process.env.OIDC_USER_EMAIL ?? 'grace.google@example.test',
  name: process.env.OIDC_USER_NAME ?? 'Grace Google',
};
const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in', alg: 'RS256', use: 'sig' };
const codes = new Map();

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function readForm(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', issuer);
  if (url.pathname === '/.well-known/openid-configuration') {
    return json(res, 200, {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
    });
  }
  if (url.pathname === '/jwks') return json(res, 200, { keys: [jwk] });
  if (url.pathname === '/authorize') {
    const redirect = url.searchParams.get('redirect_uri');
    if (!redirect) return json(res, 400, { error: 'invalid_request' });
    const code = randomUUID();
    codes.set(code, { clientId: url.searchParams.get('client_id'), nonce: url.searchParams.get('nonce') });
    const back = new URL(redirect);
    back.searchParams.set('code', code);
    const state = url.searchParams.get('state');
    if (state) back.searchParams.set('state', state);
    res.writeHead(302, { location: back.href });
    return res.end();
  }
  if (url.pathname === '/token' && req.method === 'POST') {
    const form = await readForm(req);
    const grant = codes.get(form.get('code') ?? '');
    if (!grant) return json(res, 400, { error: 'invalid_grant' });
    codes.delete(form.get('code') ?? '');
    const basic = req.headers.authorization?.startsWith('Basic ')
      ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString().split(':')[0]
      : undefined;
    const audience = decodeURIComponent(basic ?? form.get('client_id') ?? grant.clientId ?? '');
    const idToken = await new SignJWT({
      email: user.email,
      email_verified: true,
      name: user.name,
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'stand-in' })
      .setIssuer(issuer)
      .setSubject(user.sub)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    return json(res, 200, {
      access_token: randomUUID(),
      token_type: 'Bearer',
      expires_in: 600,
      scope: 'openid email profile',
      id_token: idToken,
    });
  }
  if (url.pathname === '/userinfo') {
    return json(res, 200, { ...user, email_verified: true });
  }
  json(res, 404, { error: 'not_found' });
}).listen(port, '127.0.0.1', () => console.info(`OIDC stand-in on ${issuer}`));
