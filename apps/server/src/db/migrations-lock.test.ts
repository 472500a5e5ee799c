import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from './client.ts';

/** An empty database in the run's throwaway PostgreSQL cluster, as a fresh deployment has. */
async function emptyDatabase(): Promise<string> {
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

describe('instances starting together on a fresh PostgreSQL', () => {
  it('all start and serve: the migrations run once, under a lock', async () => {
    const url = await emptyDatabase();
    const instances = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url })));
    try {
      for (const instance of instances) {
        const result = (await instance.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
          rows: { n: number }[];
        };
        expect(result.rows[0]?.n).toBe(0);
      }
      const applied = (await instances[0]?.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0]?.n).toBeGreaterThan(5);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
