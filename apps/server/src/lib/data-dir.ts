import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the database, the outbox (mails with sign-in links) and the auth secret: it and
 * everything in it are the server's user's alone. New files get that from the umask set at start
 * (main.ts); this makes the directory if needed and fixes what an older install left readable.
 * Symbolic links are left as they are (they may point outside DATA_DIR).
 */
export function makeDataDirPrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const visit = (target: string) => {
    const stat = lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(target, 0o700);
      for (const name of readdirSync(target)) visit(path.join(target, name));
    } else if ((stat.mode & 0o077) !== 0) {
      chmodSync(target, stat.mode & 0o700);
    }
  };
  visit(dir);
}

/** Files and directories the server creates are private to its user (0600 / 0700). */
export const PRIVATE_UMASK = 0o077;
