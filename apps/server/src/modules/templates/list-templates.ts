import type { Template } from '@filldeck/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { templates, type UserRow } from '../../db/schema.ts';
import { lockState } from '../plan/lock-state.ts';
import { readOwnerPlan } from '../plan/read-owner-plan.ts';
import { toTemplate } from './to-template.ts';

/** The user's templates, oldest first; those beyond the plan's template limit are locked. */
export async function listTemplates(db: Db, owner: UserRow): Promise<Template[]> {
  const { limits } = await readOwnerPlan(db, owner);
  const rows = await db
    .select({ row: templates, locked: lockState(db, templates, owner.id, limits) })
    .from(templates)
    .where(eq(templates.ownerUid, owner.id))
    .orderBy(asc(templates.createdAt), asc(templates.id));
  return rows.map(({ row, locked }) => toTemplate(row, locked));
}
