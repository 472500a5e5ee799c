import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, type DatabaseOptions, openDatabase } from '../src/db/client.ts';

export const DB_KINDS = ['pglite', 'postgres'] as const;
export type DbKind = (typeof DB_KINDS)[number];

/** The URL of each PostgreSQL test database, so another server instance can open its own pool. */
const databaseUrls = new WeakMap<Database, string>();

/**
 * Another client of the same database: its own pool and LISTEN connection on PostgreSQL, as a
 * second server process would have. In-memory PGlite lives in this process only: the same one.
 */
export async function openSecondClient(database: Database): Promise<Database> {
  const url = databaseUrls.get(database);
  return url ? openDatabase({ databaseUrl: url }) : database;
}

/** The URL of a new, empty database in the throwaway PostgreSQL cluster of this run (no migrations run). */
export async function createEmptyDatabase(): Promise<string> {
  const serverUrl = inject('postgresUrl');
  const name = `filldeck_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** In-memory PGlite, or a fresh database in the throwaway PostgreSQL cluster of this run. */
export async function openTestDatabase(
  kind: DbKind,
  options: Pick<DatabaseOptions, 'onQuery'> = {},
): Promise<Database> {
  if (kind === 'pglite') return openDatabase(options);
  const url = await createEmptyDatabase();
  const database = await openDatabase({ ...options, databaseUrl: url });
  databaseUrls.set(database, url);
  return database;
}

/** Empties every table of the public schema (migrations bookkeeping lives elsewhere). */
export async function truncateAll(database: Database): Promise<void> {
  const result = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as {
    rows: { tablename: string }[];
  };
  const names = result.rows.map((r) => `"${r.tablename}"`);
  if (names.length > 0) await database.db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}
