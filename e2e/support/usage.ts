import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { type SpendInput, spendCredits } from '../../apps/server/src/modules/usage/spend-credits.ts';

// Usage is recorded the way the AI endpoint records it: through the server's own spendCredits,
// which writes the record, its roll-ups and the balance in one transaction and announces the
// change on the live-update channel (PostgreSQL NOTIFY reaches the running server).
let database: Promise<Database> | undefined;

export async function recordUsage(fills: SpendInput[], at: (index: number) => Date): Promise<void> {
  database ??= openDatabase({ databaseUrl: process.env.E2E_DATABASE_URL });
  const { db } = await database;
  for (const [index, fill] of fills.entries()) await spendCredits(db, fill, { now: at(index) });
}
