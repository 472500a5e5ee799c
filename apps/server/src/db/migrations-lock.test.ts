import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../test/test-database.ts';
import { openDatabase } from './client.ts';

describe('instances starting together on a fresh PostgreSQL', () => {
  it('all start and serve: the migrations run once, under a lock', async () => {
    const url = await createEmptyDatabase();
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
