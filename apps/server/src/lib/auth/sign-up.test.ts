import { meSchema } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { call, cookiesOf, PASSWORD, signIn, signUp, verifyLatest } from '../../../test/auth-client.ts';
import { linkIn, mailsTo } from '../../../test/outbox.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { PUBLIC_URL } from '../../../test/test-config.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { users } from '../../db/schema.ts';

describe.each(DB_KINDS)('sign-up and email verification on %s', (kind) => {
  const t = useTestApp(kind);

  it('creates an unverified account, mails a verification link and opens no session', async () => {
    const response = await signUp(t.app, 'ada@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();

    const mails = await mailsTo(t.config.dataDir, 'ada@example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toBe('Verify your email for FillDeck');
    expect(mail.html).toContain('FillDeck');
    const link = linkIn(mail, '/verify-email?token=');
    expect(link.startsWith(`${PUBLIC_URL}/verify-email?token=`)).toBe(true);
  });

  it('gives new accounts the free plan, 500 credits, active status and a refresh one month ahead', async () => {
    await signUp(t.app, 'grace@example.com');
    await verifyLatest(t.app, t.config.dataDir, 'grace@example.com');
    const cookie = cookiesOf(await signIn(t.app, 'grace@example.com'));
    const me = meSchema.parse((await call(t.app, 'GET', '/api/me', { cookie })).json());
    expect(me).toMatchObject({
      plan: 'free',
      balance: 500,
      status: 'active',
      emailVerified: true,
      displayName: 'Ada Lovelace',
    });
    expect(me.providerData).toEqual([{ providerId: 'credential', uid: 'grace@example.com' }]);
    const days = (Date.parse(me.nextRefresh ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it('ignores plan and balance sent by the client at sign-up', async () => {
    await call(t.app, 'POST', '/api/auth/sign-up/email', {
      body: { name: 'Eve', email: 'eve@example.com', password: PASSWORD, plan: 'professional', balance: 99999 },
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'eve@example.com'));
    expect(user).toMatchObject({ plan: 'free', balance: 500, emailVerified: false });
  });

  it('refuses a name that is too long, holds control characters or a web address (it goes into emails)', async () => {
    for (const [name, message] of [
      ['A'.repeat(101), 'Names can be at most 100 characters.'],
      ['Ada\u0007Lovelace', 'Names cannot contain control characters.'],
      ['Claim your prize at https://evil.example', 'Names cannot contain web addresses.'],
      ['Visit www.evil.example', 'Names cannot contain web addresses.'],
      ['Free money at evil.com', 'Names cannot contain web addresses.'],
    ]) {
      const response = await signUp(t.app, 'eve@example.com', PASSWORD, name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_NAME', error: message });
    }
    expect(await mailsTo(t.config.dataDir, 'eve@example.com')).toHaveLength(0);
    expect((await signUp(t.app, 'eve@example.com', PASSWORD, 'Dr. Eve St. John-Smith')).statusCode).toBe(200);
  });

  it('keeps a profile photo only from Google’s photo host', async () => {
    for (const [email, image] of [
      ['eve@example.com', 'https://evil.example/pixel.png'],
      ['mallory@example.com', 'javascript:alert(1)'],
      ['grace@example.com', 'https://lh3.googleusercontent.com/a/photo'],
    ]) {
      await call(t.app, 'POST', '/api/auth/sign-up/email', {
        body: { name: 'Someone', email, password: PASSWORD, image },
      });
    }
    const images = await t.database.db.select({ email: users.email, image: users.image }).from(users);
    expect(Object.fromEntries(images.map((row) => [row.email, row.image]))).toEqual({
      'eve@example.com': null,
      'mallory@example.com': null,
      'grace@example.com': 'https://lh3.googleusercontent.com/a/photo',
    });
  });

  it('answers USER_ALREADY_EXISTS when the email is registered, whatever its case', async () => {
    await signUp(t.app, 'ada@example.com');
    const again = await signUp(t.app, 'ADA@example.com');
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toMatch(/^USER_ALREADY_EXISTS/);
  });

  it('refuses passwords shorter than 8 or longer than 128 characters', async () => {
    expect((await signUp(t.app, 'short@example.com', 'seven77')).json().code).toBe('PASSWORD_TOO_SHORT');
    expect((await signUp(t.app, 'long@example.com', 'x'.repeat(129))).json().code).toBe('PASSWORD_TOO_LONG');
  });

  it('verifies the email with the mailed link once; the link is spent afterwards', async () => {
    await signUp(t.app, 'ada@example.com');
    const first = await verifyLatest(t.app, t.config.dataDir, 'ada@example.com');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: true });
    expect(first.headers.location).toBeUndefined();

    const second = await verifyLatest(t.app, t.config.dataDir, 'ada@example.com');
    expect(second.statusCode).toBe(400);
    expect(second.json().code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  /** A verification token as better-auth signs one, expired an hour ago. */
  const expiredLink = (email: string) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(t.config.authSecret));
  };
  const openLink = (token: string) =>
    call(t.app, 'GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
      headers: { accept: 'application/json' },
    });

  it('answers a used link that has since expired with EMAIL_ALREADY_VERIFIED, not TOKEN_EXPIRED', async () => {
    await signUp(t.app, 'ada@example.com');
    expect((await verifyLatest(t.app, t.config.dataDir, 'ada@example.com')).statusCode).toBe(200);
    expect((await openLink(await expiredLink('ada@example.com'))).json().code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('still calls an expired link of an unverified account TOKEN_EXPIRED', async () => {
    await signUp(t.app, 'ada@example.com');
    const response = await openLink(await expiredLink('ada@example.com'));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
  });

  it('answers a garbage verification token with a JSON error, not a redirect', async () => {
    const response = await call(t.app, 'GET', '/api/auth/verify-email?token=garbage', {
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses sign-in before verification with EMAIL_NOT_VERIFIED and mails a fresh link', async () => {
    await signUp(t.app, 'ada@example.com');
    const response = await signIn(t.app, 'ada@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await mailsTo(t.config.dataDir, 'ada@example.com')).toHaveLength(2);
  });
});
