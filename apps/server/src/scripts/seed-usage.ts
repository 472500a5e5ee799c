/**
 * Development seed: records AI usage for one user through the real spendCredits, so the
 * dashboard's history, chart and balance have something to show.
 *
 *   npm run seed:usage -w @filldeck/server -- --email you@example.com --count 50
 *
 * Uses the server's own configuration (DATABASE_URL, or PGlite in $DATA_DIR/db — stop the
 * server first: PGlite allows one process at a time). Records are spread over the last 30 days.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { spendCredits } from '../modules/usage/spend-credits.ts';

const TEMPLATES = ['Job Application', 'Freelancer Profile', 'Personal', 'Contact form', 'Newsletter sign-up'];
const DAY_MS = 86_400_000;

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)] as T;
}

function fakeFill(userId: string) {
  const filledFields = 2 + Math.floor(Math.random() * 12);
  const model = Math.random() < 0.7 ? 'gpt-4o-mini' : 'gpt-4o';
  const promptTokens = 300 + filledFields * 40 + Math.floor(Math.random() * 200);
  const completionTokens = filledFields * 25;
  return {
    userId,
    templateName: pick(TEMPLATES),
    model,
    balanceUsed: model === 'gpt-4o' ? 4 + Math.floor(filledFields / 3) : 1 + Math.floor(filledFields / 5),
    filledFields,
    status: Math.random() < 0.92 ? 'success' : 'failed',
    promptTokens,
    completionTokens,
    totalTokens: promptTokens + completionTokens,
  };
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, count: { type: 'string', default: '50' } } });
  const count = Number(values.count);
  if (!values.email || !Number.isInteger(count) || count < 1) {
    console.error('Usage: npm run seed:usage -w @filldeck/server -- --email you@example.com [--count 50]');
    process.exit(2);
  }
  // npm runs workspace scripts in apps/server; relative paths (DATA_DIR) mean where npm was run.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  try {
    const [user] = await database.db.select().from(users).where(eq(users.email, values.email.toLowerCase()));
    if (!user) throw new Error(`No user with the email ${values.email}. Sign up first.`);
    const now = Date.now();
    const times = Array.from({ length: count }, () => now - Math.floor(Math.random() * 30 * DAY_MS)).sort();
    let recorded = 0;
    let balance = user.balance;
    for (const time of times) {
      try {
        ({ balance } = await spendCredits(database.db, fakeFill(user.id), { now: new Date(time) }));
        recorded += 1;
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_CREDITS') throw error;
        console.warn(`Stopped early: ${error.message}`);
        break;
      }
    }
    console.info(`Recorded ${recorded} fills for ${user.email}; balance is now ${balance}.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
