import { texts } from '@filldeck/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, PASSWORD, signedInUser, signIn } from '../../../test/auth-client.ts';
import { asExtension, connectExtension } from '../../../test/extension-client.ts';
import { latestLink, mailsTo } from '../../../test/outbox.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { PUBLIC_URL } from '../../../test/test-config.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { users, verifications } from '../../db/schema.ts';

const NEW_PASSWORD = 'a brand new passphrase';

describe.each(DB_KINDS)('password reset on %s', (kind) => {
  const t = useTestApp(kind);

  async function requestReset(email: string): Promise<string> {
    const response = await call(t.app, 'POST', '/api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
    });
    expect(response.statusCode).toBe(200);
    const link = await latestLink(t.config.dataDir, email, '/reset-password?oobCode=');
    expect(link.startsWith(`${PUBLIC_URL}/reset-password?oobCode=`)).toBe(true);
    return new URL(link).searchParams.get('oobCode') ?? '';
  }

  const reset = (token: string, newPassword = NEW_PASSWORD) =>
    call(t.app, 'POST', '/api/auth/reset-password', { body: { token, newPassword } });
  const checkCode = (body: unknown) => call(t.app, 'POST', '/api/verify_password_reset_code', { body });

  it('mails a reset link; the new password works, the old one and every session end', async () => {
    const cookie = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const token = await requestReset('ada@example.com');
    const [mail] = (await mailsTo(t.config.dataDir, 'ada@example.com')).filter((m) => m.subject?.includes('Reset'));
    expect(mail?.subject).toBe('Reset your FillDeck password');

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/me', { cookie })).statusCode).toBe(401);
    expect((await signIn(t.app, 'ada@example.com', PASSWORD)).json().code).toBe('INVALID_PASSWORD');
    expect((await signIn(t.app, 'ada@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends the extension’s sessions too: its bearer token stops working', async () => {
    const cookie = await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const token = await connectExtension(t.app, cookie);
    expect((await asExtension(t.app, token, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await reset(await requestReset('ada@example.com'))).statusCode).toBe(200);
    for (const url of ['/api/me', '/api/templates']) {
      expect((await asExtension(t.app, token, 'GET', url)).statusCode, url).toBe(401);
    }
  });

  it('makes an older link invalid when a newer one is asked for, and every link invalid after a reset', async () => {
    await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const older = await requestReset('ada@example.com');
    const newer = await requestReset('ada@example.com');
    expect(newer).not.toBe(older);
    expect((await reset(older)).statusCode).toBe(400);
    // A third link asked for before the second is used: using the second ends the third too.
    const third = await requestReset('ada@example.com');
    expect((await checkCode({ oobCode: newer })).statusCode).toBe(400);
    expect((await reset(third)).statusCode).toBe(200);
    const again = await requestReset('ada@example.com');
    const spare = await requestReset('ada@example.com');
    expect((await reset(spare, 'yet another passphrase')).statusCode).toBe(200);
    expect((await reset(again, 'one passphrase too many')).statusCode).toBe(400);
    const left = await t.database.db.select().from(verifications);
    expect(left).toHaveLength(0);
  });

  it('answers 200 and mails nothing for an email no account has', async () => {
    const response = await call(t.app, 'POST', '/api/auth/request-password-reset', {
      body: { email: 'nobody@example.com', redirectTo: '/reset-password' },
    });
    expect(response.statusCode).toBe(200);
    expect(await mailsTo(t.config.dataDir, 'nobody@example.com')).toHaveLength(0);
  });

  it('uses a token once', async () => {
    await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const token = await requestReset('ada@example.com');
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
    expect((await checkCode({ oobCode: token })).statusCode).toBe(400);
  });

  it('refuses an expired token', async () => {
    await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const token = await requestReset('ada@example.com');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'ada@example.com'));
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, user?.id ?? ''));
    const check = await checkCode({ oobCode: token });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual({ error: texts.reset.invalidLink, code: 'BAD_REQUEST' });
    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses a missing or garbage token', async () => {
    expect((await reset('garbage')).json().code).toBe('INVALID_TOKEN');
    const missing = await call(t.app, 'POST', '/api/auth/reset-password', { body: { newPassword: NEW_PASSWORD } });
    expect(missing.statusCode).toBe(400);
  });

  it('checks a reset code without using it up', async () => {
    await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const token = await requestReset('ada@example.com');
    for (let i = 0; i < 2; i++) {
      const response = await checkCode({ oobCode: token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ email: 'ada@example.com' });
    }
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('answers a bad or missing reset code with their exact texts', async () => {
    expect((await checkCode({ oobCode: 'garbage' })).json()).toEqual({
      error: texts.reset.invalidLink,
      code: 'BAD_REQUEST',
    });
    const missing = await checkCode({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: texts.reset.missingCode, code: 'BAD_REQUEST' });
    const wrongType = await checkCode({ oobCode: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toMatch(/oobCode/);
  });

  it('throttles checking reset codes per client address with 429 and the too-many-attempts text', async () => {
    const limited = await t.buildSibling({ authRateLimit: { window: 60, max: 2 } });
    const attempt = (remoteAddress: string) =>
      call(limited, 'POST', '/api/verify_password_reset_code', { body: { oobCode: 'guess' }, remoteAddress });
    for (let i = 0; i < 2; i++) expect((await attempt('203.0.113.7')).statusCode).toBe(400);
    const blocked = await attempt('203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: texts.login.tooManyRequests, code: 'RATE_LIMITED' });
    expect((await attempt('203.0.113.8')).statusCode).toBe(400);
  });

  it('refuses a new password that is too short', async () => {
    await signedInUser(t.app, t.config.dataDir, 'ada@example.com');
    const token = await requestReset('ada@example.com');
    const response = await reset(token, 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PASSWORD_TOO_SHORT');
  });
});
