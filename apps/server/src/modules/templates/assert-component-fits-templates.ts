import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { templates } from '../../db/schema.ts';
import type { OwnerPlan } from '../plan/owner-plan.ts';
import { checkFieldCount, countTemplateFields, loadComponentStates } from './template-fields.ts';

/**
 * Before a component's fields change to `fieldCount`: 403 (the template field limit's text) when
 * any of the user's templates whose sections use it would go over the plan's fields per template.
 * A template already over the limit (after a downgrade) may keep its count or shrink, not grow.
 * Call inside the write's transaction, after `lockOwner`.
 */
export async function assertComponentFitsTemplates(
  db: Db,
  userId: string,
  owner: OwnerPlan,
  componentId: string,
  fieldCount: number,
): Promise<void> {
  const usedBy = await db
    .select({ sections: templates.sections, adHocFields: templates.adHocFields })
    .from(templates)
    .where(
      and(eq(templates.ownerUid, userId), sql`${templates.sections} @> ${JSON.stringify([{ componentId }])}::jsonb`),
    );
  if (usedBy.length === 0) return;
  const before = await loadComponentStates(db, userId, owner);
  const current = before.get(componentId);
  if (!current) return;
  const after = new Map(before).set(componentId, { ...current, fieldCount });
  for (const template of usedBy) {
    const count = countTemplateFields(template.sections, template.adHocFields, after);
    checkFieldCount(owner, count, countTemplateFields(template.sections, template.adHocFields, before));
  }
}
