import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { oncePerDb } from './once-per-db.ts';

const dialect = new PgDialect();

/** A raw statement prepared once: run it with the values of its placeholders. */
export interface PreparedRaw<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A raw statement (`sql` with `sql.placeholder(…)` for every value that changes) prepared once per
 * database handle under `name`: on PostgreSQL a named prepared statement, so neither drizzle nor
 * the server builds, parses or plans it again on each run. `build` runs once; the statement's
 * text must be the same every time for a name. Answers the rows as the driver reads them.
 */
export function preparedRaw<Row>(db: Db, name: string, build: () => SQL): PreparedRaw<Row> {
  return oncePerDb(db, name, (handle): PreparedRaw<Row> => {
    const query = handle._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
    return {
      async execute(values) {
        // Both drivers (node-postgres, PGlite) answer a raw statement with `{ rows }`.
        const result = (await query.execute(values)) as unknown as { rows: Row[] };
        return result.rows;
      },
    };
  });
}
