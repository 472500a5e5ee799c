import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { type SpendInput, spendCredits } from '../src/modules/usage/spend-credits.ts';

type UserFields = Partial<typeof users.$inferInsert>;

/** Writes billing fields of a user straight into the row (balance, plan, status, dates). */
export async function updateUser(database: Database, userId: string, fields: UserFields): Promise<void> {
  await database.db.update(users).set(fields).where(eq(users.id, userId));
}

export async function readUser(database: Database, userId: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

/** A typical applied fill: 3 credits, 4 fields, gpt-4o-mini, 100 + 50 tokens, on jobs.example. */
export function fill(userId: string, overrides: Partial<SpendInput> = {}): SpendInput {
  return {
    userId,
    templateName: 'Job Application',
    model: 'gpt-4o-mini',
    balanceUsed: 3,
    filledFields: 4,
    status: 'success',
    promptTokens: 100,
    completionTokens: 50,
    totalTokens: 150,
    site: 'jobs.example',
    ...overrides,
  };
}

/** Records one fill at `at` (the record's timestamp) through the real spend operation. */
export function spendAt(database: Database, userId: string, at: Date, overrides: Partial<SpendInput> = {}) {
  return spendCredits(database.db, fill(userId, overrides), { now: at });
}
