import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { serverSettings } from '../../db/schema.ts';
import { AuthSecretMismatchError, checkAuthSecret, secretFingerprint } from './check-auth-secret.ts';

const OTHER = 'another-secret-another-secret-another-0123456789';

describe.each(DB_KINDS)('instances sharing a database and AUTH_SECRET, on %s', (kind) => {
  const t = useTestApp(kind);

  it('keeps a fingerprint of the secret (never the secret), and the same secret starts again', async () => {
    await checkAuthSecret(t.database.db, t.config.authSecret);
    const [stored] = await t.database.db.select().from(serverSettings);
    expect(stored?.value).toBe(secretFingerprint(t.config.authSecret));
    expect(stored?.value).not.toContain(t.config.authSecret);
    const sibling = await t.buildSibling({});
    expect((await sibling.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('refuses to start an instance with another secret, saying what to set', async () => {
    await checkAuthSecret(t.database.db, t.config.authSecret);
    const refused = t.buildSibling({ authSecret: OTHER });
    await expect(refused).rejects.toBeInstanceOf(AuthSecretMismatchError);
    await expect(refused).rejects.toThrow('Set AUTH_SECRET to the same value on every instance');
  });

  it('takes a new secret only when the start says the change is meant', async () => {
    await checkAuthSecret(t.database.db, t.config.authSecret);
    await checkAuthSecret(t.database.db, OTHER, { rotate: true });
    const [stored] = await t.database.db
      .select()
      .from(serverSettings)
      .where(eq(serverSettings.key, 'auth-secret-fingerprint'));
    expect(stored?.value).toBe(secretFingerprint(OTHER));
    await expect(checkAuthSecret(t.database.db, t.config.authSecret)).rejects.toBeInstanceOf(AuthSecretMismatchError);
  });
});
