import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { templates } from '../../db/schema.ts';

/**
 * Removes every section that uses `componentId` from the user's templates, keeping the other
 * sections in their order, and returns the ids of the templates it changed. Call inside the
 * component delete's transaction.
 */
export async function removeComponentSections(db: Db, userId: string, componentId: string): Promise<string[]> {
  const usesIt = sql`${templates.sections} @> ${JSON.stringify([{ componentId }])}::jsonb`;
  const kept = sql`(
    select coalesce(jsonb_agg(s.section order by s.position), '[]'::jsonb)
    from jsonb_array_elements(${templates.sections}) with ordinality as s(section, position)
    where s.section->>'componentId' is distinct from ${componentId}
  )`;
  const rows = await db
    .update(templates)
    .set({ sections: kept, updatedAt: new Date() })
    .where(and(eq(templates.ownerUid, userId), usesIt))
    .returning({ id: templates.id });
  return rows.map((row) => row.id);
}
