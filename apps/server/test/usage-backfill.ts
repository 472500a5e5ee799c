import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsFolder } from '../src/db/client.ts';

async function rollUpStatements(file: string, marker: string, expected: number): Promise<string[]> {
  const migration = await readFile(path.join(migrationsFolder, file), 'utf8');
  const statements = migration.split('--> statement-breakpoint').filter((part) => part.includes(marker));
  if (statements.length !== expected) throw new Error(`${file} should hold ${expected} roll-up statement(s)`);
  return statements;
}

/**
 * The roll-up statements of the migrations, in order, for tests and the benchmark, which write
 * usage records directly: 0003's (usage_totals and usage_daily from autofill_usage), then 0004's
 * (usage_daily's tokens).
 */
export async function usageBackfill(): Promise<string[]> {
  return [
    ...(await rollUpStatements('0003_usage_totals.sql', 'INSERT INTO', 2)),
    ...(await rollUpStatements('0004_usage_daily_tokens.sql', 'UPDATE "usage_daily"', 1)),
  ];
}
