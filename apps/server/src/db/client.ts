import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { listenPostgres } from './listen-postgres.ts';
import { PrivateNodeFS } from './private-node-fs.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The database handle every operation takes: the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; omit for an in-memory database. */
  pgliteDir?: string | undefined;
  /** Called with the text of every statement run through the handle (tests count them). */
  onQuery?: ((sql: string) => void) | undefined;
}

function queryLogger(onQuery: DatabaseOptions['onQuery']) {
  return onQuery ? { logQuery: (query: string) => onQuery(query) } : false;
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite, and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onQuery);
  return openPglite(options.pgliteDir, options.onQuery);
}

async function openPostgres(url: string, onQuery?: DatabaseOptions['onQuery']): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that fails is dropped by the pool and replaced on demand; without a
  // listener the pool's 'error' event would crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema, logger: queryLogger(onQuery) });
  await migrateUnderLock(pool);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    listen: (channel, onPayload) => listenPostgres(pool, channel, onPayload),
    close: () => pool.end(),
  };
}

/** Any 64-bit number FillDeck alone uses: the advisory lock its migrations run under. */
export const MIGRATIONS_LOCK = 4_640_202_611n;

/**
 * Applies pending migrations while holding a session-level advisory lock on one connection, so
 * that instances starting together (a rolling deploy, replicas) take turns: the first migrates,
 * the others then find nothing left to do. Without it they race to create the same tables.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK.toString()]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK.toString()]);
    }
  } finally {
    client.release();
  }
}

async function openPglite(dir: string | undefined, onQuery?: DatabaseOptions['onQuery']): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const client = dir ? new PGlite({ fs: new PrivateNodeFS(dir) }) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger: queryLogger(onQuery) });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return unsubscribe;
    },
    close: () => client.close(),
  };
}
