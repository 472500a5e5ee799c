import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsFolder } from '../src/db/client.ts';

/**
 * The roll-up statements of migration 0003 (usage_totals and usage_daily from autofill_usage),
 * for tests and the benchmark, which write usage records directly.
 */
export async function usageBackfill(): Promise<string[]> {
  const migration = await readFile(path.join(migrationsFolder, '0003_usage_totals.sql'), 'utf8');
  const statements = migration.split('--> statement-breakpoint').filter((part) => part.includes('INSERT INTO'));
  if (statements.length !== 2) throw new Error('0003_usage_totals.sql should hold two roll-up statements');
  return statements;
}
