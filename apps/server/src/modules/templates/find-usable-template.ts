import { texts } from '@filldeck/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { templates } from '../../db/schema.ts';
import { notFound } from '../../lib/not-found.ts';
import { lockState } from '../plan/lock-state.ts';
import type { OwnerPlan } from '../plan/owner-plan.ts';
import { PlanError } from '../plan/plan-errors.ts';
import type { TemplateRow } from './to-template.ts';

/**
 * The user's unlocked template `id`: 404 when missing, 403 with the locked-template text when
 * locked (one statement).
 */
export async function findUsableTemplate(db: Db, userId: string, id: string, owner: OwnerPlan): Promise<TemplateRow> {
  const [found] = await db
    .select({ row: templates, locked: lockState(db, templates, userId, owner.limits) })
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.ownerUid, userId)));
  if (!found) throw notFound.template();
  if (found.locked) throw new PlanError('locked', texts.editor.lockedTemplate);
  return found.row;
}
