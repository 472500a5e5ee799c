import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { usageBackfill } from '../../apps/server/test/usage-backfill.ts';

/**
 * Fills autofill_usage with `rows` records for one user and `othersRows` records spread over
 * `others` other users, in SQL (generate_series), one second apart, every two records sharing a
 * timestamp so the id tie-break is exercised; then the per-model and per-day roll-ups.
 */
export async function seedUsage(database: Database, userId: string, rows: number, others: number, othersRows: number) {
  const db = database.db;
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'bench-other-' || i, 'Other ' || i, 'other' || i || '@bench.test', true
    from generate_series(1, ${others}) as i`);
  await db.execute(sql`
    insert into autofill_usage (id, user_id, template_name, model, balance_used, filled_fields, status, timestamp,
      prompt_tokens, completion_tokens, total_tokens)
    select gen_random_uuid()::text, ${userId}, 'Template ' || (i % 40),
      case when i % 3 = 0 then 'gpt-4o' else 'gpt-4o-mini' end, 1 + i % 7, 1 + i % 15,
      case when i % 25 = 0 then 'failed' else 'success' end,
      now() - ((i / 2) * interval '1 second'), 300 + i % 500, 50 + i % 200, 350 + i % 700
    from generate_series(1, ${rows}) as i`);
  await db.execute(sql`
    insert into autofill_usage (id, user_id, template_name, model, balance_used, filled_fields, status, timestamp,
      prompt_tokens, completion_tokens, total_tokens)
    select gen_random_uuid()::text, 'bench-other-' || (1 + i % ${others}), 'Other template', 'gpt-4o-mini', 2, 3,
      'success', now() - (i * interval '7 seconds'), 100, 50, 150
    from generate_series(1, ${othersRows}) as i`);
  // Rows written directly: roll them up as migration 0003 does for usage made before it.
  for (const statement of await usageBackfill()) await db.execute(sql.raw(statement));
  await db.execute(sql`analyze`);
}

/** The (timestamp, id) of the user's row at `offset` newest first: a cursor that deep, made directly. */
export async function rowAt(database: Database, userId: string, offset: number) {
  const result = (await database.db.execute(sql`
    select to_char(timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as t, id from autofill_usage
    where user_id = ${userId} order by timestamp desc, id desc offset ${offset} limit 1`)) as unknown as {
    rows: { t: string; id: string }[];
  };
  const row = result.rows[0];
  if (!row) throw new Error(`no row at offset ${offset}`);
  return row;
}

/** PostgreSQL's plan for the page after a cursor, to show the index is used. */
export async function explainPage(database: Database, userId: string, t: string, id: string) {
  const result = (await database.db.execute(sql`
    explain (analyze, costs off, timing off, summary off)
    select * from autofill_usage where user_id = ${userId} and (timestamp, id) < (${t}::timestamptz, ${id})
    order by timestamp desc, id desc limit 21`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((r) => Object.values(r)[0]).join('\n');
}
