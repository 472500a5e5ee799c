import type { PlanId } from '@filldeck/shared';
import pg from 'pg';

// Direct access to the PostgreSQL behind the 'postgres' project's server, for arranging what a
// person cannot do through the UI in a test run (a plan ending, usage recorded by the AI).
let pool: pg.Pool | undefined;
function db(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: process.env.E2E_DATABASE_URL, max: 2 });
  return pool;
}

export async function setPlan(email: string, plan: PlanId): Promise<void> {
  const result = await db().query('UPDATE users SET plan = $1 WHERE email = $2', [plan, email]);
  if (result.rowCount !== 1) throw new Error(`No user ${email}`);
}

export async function userIdOf(email: string): Promise<string> {
  const result = await db().query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`No user ${email}`);
  return id;
}

export async function query(sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
  return db().query(sql, params);
}
