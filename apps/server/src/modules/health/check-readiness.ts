import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readiness } from '@filldeck/shared';
import { sql } from 'drizzle-orm';
import { type Db, migrationsFolder } from '../../db/client.ts';

/** How long the database may take to answer before the instance counts as not ready. */
const DATABASE_TIMEOUT_MS = 2000;

/** When the newest migration this build knows was made (drizzle's journal), read once. */
const newestMigration: number = (() => {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
})();

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance should get traffic: not stopping, its database answering within 2 s, and
 * the database holding every migration this build knows (drizzle records each one it applies).
 */
export async function checkReadiness(db: Db, draining: boolean): Promise<Readiness> {
  if (draining) return { ready: false, reason: 'draining' };
  let applied: number;
  try {
    // Both drivers (node-postgres, PGlite) answer a raw statement with `{ rows }`.
    const { rows } = (await withTimeout(
      db.execute(sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`),
      DATABASE_TIMEOUT_MS,
    )) as unknown as { rows: Array<{ newest: string | number | null }> };
    applied = Number(rows[0]?.newest ?? 0);
  } catch {
    return { ready: false, reason: 'database' };
  }
  if (applied < newestMigration) return { ready: false, reason: 'migrations' };
  return { ready: true };
}
