import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import type { Acknowledged } from './workload.ts';

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * What must hold after a crash and a restart: everything the server acknowledged is there, and the
 * derived numbers agree with what they are derived from. Returns one line per broken promise.
 */
export async function checkWhole(database: Database, acked: Acknowledged, startingBalance: number): Promise<string[]> {
  const problems: string[] = [];
  const templateIds = [...acked.templates.keys()];
  if (templateIds.length > 0) {
    const found = await rows<{ id: string }>(database, sql`select id from templates where id in ${templateIds}`);
    const missing = templateIds.length - found.length;
    if (missing > 0) problems.push(`${missing} acknowledged templates are gone`);
  }
  const deletedIds = [...acked.deleted];
  if (deletedIds.length > 0) {
    const back = await rows<{ id: string }>(database, sql`select id from templates where id in ${deletedIds}`);
    if (back.length > 0) problems.push(`${back.length} templates whose delete was acknowledged are back`);
  }
  const keys = [...acked.fills.keys()];
  if (keys.length > 0) {
    const found = await rows<{ k: string }>(
      database,
      sql`select idempotency_key as k from autofill_usage where idempotency_key in ${keys}`,
    );
    if (found.length !== keys.length)
      problems.push(`${keys.length - found.length} acknowledged fills have no usage row`);
  }
  const rollups = await rows<{ user_id: string; used: number; n: number; totals: number; tn: number; daily: number }>(
    database,
    sql`select u.id as user_id,
          coalesce((select sum(balance_used) from autofill_usage a where a.user_id = u.id), 0)::int as used,
          coalesce((select count(*) from autofill_usage a where a.user_id = u.id
            -- a preview not applied that cost nothing is not counted (usage/not-applied.ts)
            and not (a.status = 'not_applied' and a.balance_used = 0)), 0)::int as n,
          coalesce((select sum(credits) from usage_totals t where t.user_id = u.id), 0)::int as totals,
          coalesce((select sum(transactions) from usage_totals t where t.user_id = u.id), 0)::int as tn,
          coalesce((select sum(credits) from usage_daily d where d.user_id = u.id), 0)::int as daily
        from users u`,
  );
  for (const r of rollups) {
    if (r.used !== r.totals || r.n !== r.tn || r.used !== r.daily) {
      problems.push(
        `user ${r.user_id}: usage rows say ${r.n} fills / ${r.used} credits, roll-ups ${r.tn} / ${r.totals} (daily ${r.daily})`,
      );
    }
  }
  const neverBought = await rows<{ id: string; balance: number; used: number }>(
    database,
    sql`select u.id, u.balance,
          coalesce((select sum(balance_used) from autofill_usage a where a.user_id = u.id), 0)::int as used
        from users u
        where not exists (select 1 from sandbox_subscriptions s where s.user_id = u.id and s.status = 'ACTIVE')`,
  );
  for (const r of neverBought) {
    if (r.balance + r.used !== startingBalance) {
      problems.push(`user ${r.id}: balance ${r.balance} + ${r.used} spent ≠ ${startingBalance}`);
    }
  }
  for (const [userId, subscriptionId] of acked.subscriptions) {
    const [row] = await rows<{ plan: string; status: string }>(
      database,
      sql`select u.plan, s.status from users u join sandbox_subscriptions s on s.id = ${subscriptionId} where u.id = ${userId}`,
    );
    if (!row || row.plan === 'free' || row.status !== 'ACTIVE') {
      problems.push(
        `user ${userId}: confirmed subscription ${subscriptionId} is not in force (${JSON.stringify(row)})`,
      );
    }
  }
  return problems;
}
