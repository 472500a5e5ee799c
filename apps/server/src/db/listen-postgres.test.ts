import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';

describe('LISTEN on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await database?.close();
  });

  const notify = (payload: string) => database.db.execute(sql`select pg_notify('filldeck_test', ${payload})`);

  it('listens again after its connection is killed, and stops on unsubscribe', async () => {
    const received: string[] = [];
    const unlisten = await database.listen('filldeck_test', (p) => received.push(p));
    await notify('before');
    await expect.poll(() => received).toContain('before');

    const killed = (await database.db.execute(
      sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where query like 'LISTEN "filldeck_test"%'`,
    )) as unknown as { rows: { ok: boolean }[] };
    expect(killed.rows).toEqual([{ ok: true }]);
    await expect
      .poll(
        async () => {
          await notify('after');
          return received.includes('after');
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBe(true);

    await unlisten();
    const count = received.length;
    await notify('ignored');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(count);
  });
});
