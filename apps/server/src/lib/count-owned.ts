import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { components, projects, templates } from '../db/schema.ts';

/** How many rows of a table the user owns (for count limits, under the owner's row lock). */
export async function countOwned(
  db: Db,
  table: typeof templates | typeof components | typeof projects,
  userId: string,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.ownerUid, userId));
  return row?.n ?? 0;
}
