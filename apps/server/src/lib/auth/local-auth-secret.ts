import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A laptop install needs no AUTH_SECRET: one is generated once and kept in DATA_DIR/auth-secret,
 * created atomically (written aside, then linked into place, so two servers starting together
 * agree on one). The caller checks what it reads like the variable (config.ts).
 */
export function readOrCreateLocalSecret(dataDir: string): { file: string; secret: string } {
  const file = path.join(dataDir, 'auth-secret');
  if (!existsSync(file)) {
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      // Another server made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  return { file, secret: readFileSync(file, 'utf8').trim() };
}
