import { describe, expect, it } from 'vitest';
import { call, cookiesOf, signedInUser, signUp } from '../../../test/auth-client.ts';
import { latestLink } from '../../../test/outbox.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

describe.each(DB_KINDS)('verifying the email signs in, on %s', (kind) => {
  const t = useTestApp(kind);

  const tokenFor = async (email: string) =>
    new URL(await latestLink(t.config.dataDir, email, '/verify-email?token=')).searchParams.get('token') ?? '';
  /** The verify page's call (same-origin fetch), or, with `headers`, someone else's. */
  const openLink = (token: string, options: { cookie?: string; headers?: Record<string, string> } = {}) =>
    call(t.app, 'GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
      ...options,
      headers: { accept: 'application/json', ...options.headers },
    });
  const whoIs = async (cookie: string) => {
    const me = await call(t.app, 'GET', '/api/me', { cookie });
    return me.statusCode === 200 ? (me.json() as { email: string; emailVerified: boolean }) : me.statusCode;
  };

  it('signs in the browser whose FillDeck page opened a fresh link, to the account it verified', async () => {
    await signUp(t.app, 'ada@example.com');
    const response = await openLink(await tokenFor('ada@example.com'));
    expect(response.statusCode).toBe(200);
    const cookie = cookiesOf(response);
    expect(cookie).toMatch(/filldeck\.session_token=/);
    expect(await whoIs(cookie)).toMatchObject({ email: 'ada@example.com', emailVerified: true });
    // The page then hands the session to the extension, as after a log-in.
    expect((await call(t.app, 'GET', '/api/auth/token', { cookie })).statusCode).toBe(200);
  });

  it('verifies but signs nobody in when the request did not come from FillDeck’s own page', async () => {
    for (const [email, headers] of [
      ['grace@example.com', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
      ['linus@example.com', { 'sec-fetch-site': 'none' }],
      ['alan@example.com', { 'sec-fetch-site': '' }],
    ] as const) {
      await signUp(t.app, email);
      const response = await openLink(await tokenFor(email), { headers });
      expect(response.statusCode, email).toBe(200);
      expect(response.headers['set-cookie'], email).toBeUndefined();
    }
    // Verified all the same: logging in works.
    expect(await signedInUser(t.app, t.config.dataDir, 'barbara@example.com')).toMatch(/session_token/);
  });

  it('signs in once: the link opened again is already verified and opens no session', async () => {
    await signUp(t.app, 'ada@example.com');
    const token = await tokenFor('ada@example.com');
    expect((await openLink(token)).statusCode).toBe(200);
    const again = await openLink(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('EMAIL_ALREADY_VERIFIED');
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('ends the session the browser held before, as a sign-in does', async () => {
    const before = await signedInUser(t.app, t.config.dataDir, 'grace@example.com');
    await signUp(t.app, 'ada@example.com');
    const response = await openLink(await tokenFor('ada@example.com'), { cookie: before });
    expect(await whoIs(cookiesOf(response))).toMatchObject({ email: 'ada@example.com' });
    expect(await whoIs(before)).toBe(401);
  });

  it('signs nobody in after a failed verification', async () => {
    const response = await openLink('garbage');
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
