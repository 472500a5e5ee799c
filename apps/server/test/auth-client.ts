import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { latestLink } from './outbox.ts';
import { PUBLIC_URL } from './test-config.ts';

export const PASSWORD = 'correct horse battery';

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesOf(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => pair.split('=')[1] !== '')
    .join('; ');
}

/** A same-origin browser call: Origin is PUBLIC_URL and Sec-Fetch-Site same-origin. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const request: InjectOptions = {
    method,
    url,
    headers: {
      origin: PUBLIC_URL,
      'sec-fetch-site': 'same-origin',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  return app.inject(request);
}

export function signUp(app: FastifyInstance, email: string, password = PASSWORD, name = 'Ada Lovelace') {
  return call(app, 'POST', '/api/auth/sign-up/email', { body: { name, email, password } });
}

export function signIn(app: FastifyInstance, email: string, password = PASSWORD, cookie?: string) {
  return call(app, 'POST', '/api/auth/sign-in/email', { body: { email, password }, ...(cookie ? { cookie } : {}) });
}

/** Follows the newest verification link mailed to `email` the way the web page does. */
export async function verifyLatest(app: FastifyInstance, dataDir: string, email: string) {
  const link = await latestLink(dataDir, email, '/verify-email?token=');
  const token = new URL(link).searchParams.get('token') ?? '';
  return call(app, 'GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
    headers: { accept: 'application/json' },
  });
}

/** Sign up, verify and sign in; returns the session cookie. */
export async function signedInUser(app: FastifyInstance, dataDir: string, email: string, password = PASSWORD) {
  const up = await signUp(app, email, password);
  if (up.statusCode !== 200) throw new Error(`sign-up failed: ${up.statusCode} ${up.body}`);
  const verified = await verifyLatest(app, dataDir, email);
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  const signedIn = await signIn(app, email, password);
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.statusCode} ${signedIn.body}`);
  return cookiesOf(signedIn);
}
