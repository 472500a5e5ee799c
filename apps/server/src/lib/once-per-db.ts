import type { Db } from '../db/client.ts';

const builtByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * What `build` makes for a database handle, made once per handle and `name` (a prepared statement:
 * neither drizzle nor the server builds or plans the same SQL again on every run).
 */
export function oncePerDb<T>(db: Db, name: string, build: (db: Db) => T): T {
  let named = builtByDb.get(db);
  if (!named) {
    named = new Map();
    builtByDb.set(db, named);
  }
  if (!named.has(name)) named.set(name, build(db));
  return named.get(name) as T;
}
