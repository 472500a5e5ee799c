import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverSettings } from '../../db/schema.ts';

const FINGERPRINT_KEY = 'auth-secret-fingerprint';

/** Says which secret signs sessions without saying the secret: an HMAC of a fixed text under it. */
export function secretFingerprint(secret: string): string {
  return createHmac('sha256', secret).update('FillDeck AUTH_SECRET fingerprint, v1').digest('hex');
}

/** An instance's AUTH_SECRET is not the one the other instances on its database use. */
export class AuthSecretMismatchError extends Error {
  constructor() {
    super(
      'AUTH_SECRET differs from the secret of the other FillDeck instances on this database, so sessions made by one would be refused by the other. ' +
        'Set AUTH_SECRET to the same value on every instance (an instance without AUTH_SECRET uses DATA_DIR/auth-secret, which is per machine). ' +
        'To change the secret on purpose (every user is signed out), start one instance with AUTH_SECRET_ROTATE=true once.',
    );
    this.name = 'AuthSecretMismatchError';
  }
}

/**
 * Records the secret's fingerprint at the database's first start; later, an instance whose secret
 * has another fingerprint refuses to start (AuthSecretMismatchError), unless `rotate` says the
 * change is meant, which records the new one.
 */
export async function checkAuthSecret(db: Db, secret: string, options: { rotate?: boolean } = {}): Promise<void> {
  const fingerprint = secretFingerprint(secret);
  if (options.rotate) {
    await db
      .insert(serverSettings)
      .values({ key: FINGERPRINT_KEY, value: fingerprint })
      .onConflictDoUpdate({ target: serverSettings.key, set: { value: fingerprint, updatedAt: new Date() } });
    return;
  }
  await db.insert(serverSettings).values({ key: FINGERPRINT_KEY, value: fingerprint }).onConflictDoNothing();
  const [stored] = await db
    .select({ value: serverSettings.value })
    .from(serverSettings)
    .where(eq(serverSettings.key, FINGERPRINT_KEY));
  if (stored?.value !== fingerprint) throw new AuthSecretMismatchError();
}
