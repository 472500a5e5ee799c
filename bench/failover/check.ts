import pg from 'pg';
import type { Acknowledged } from './load.ts';

export interface Kept {
  /** Acknowledged writes: creates, instruction changes, deletes. */
  acknowledged: number;
  /** Those not found in the database as acknowledged, each named. */
  lost: string[];
}

/**
 * Reads the templates back from PostgreSQL, after the load: every acknowledged create is there
 * unless its delete was sent, every acknowledged delete is gone, and every template holds the
 * instructions last acknowledged for it (or ones sent after them whose answer was lost).
 */
export async function checkAcknowledged(databaseUrl: string, acked: Acknowledged): Promise<Kept> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = [...acked.created.keys()];
    const { rows } = await client.query<{ id: string; ai_instructions: string }>(
      'select id, ai_instructions from templates where id = any($1)',
      [ids],
    );
    const found = new Map(rows.map((row) => [row.id, row.ai_instructions]));
    const lost: string[] = [];
    for (const id of ids) {
      const instructions = found.get(id);
      if (acked.deleted.has(id)) {
        if (instructions !== undefined) lost.push(`delete of ${id} undone`);
        continue;
      }
      if (instructions === undefined) {
        if (!acked.deleteAttempted.has(id)) lost.push(`template ${id} missing`);
        continue;
      }
      const expected = acked.instructions.get(id);
      if (expected?.acked && instructions !== expected.acked && !expected.unanswered.includes(instructions))
        lost.push(`template ${id} holds "${instructions}", not "${expected.acked}"`);
    }
    return { acknowledged: acked.writes, lost };
  } finally {
    await client.end();
  }
}
