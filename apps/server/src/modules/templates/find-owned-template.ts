import { messages } from '@filldeck/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { templates } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { unlockedIds } from '../../lib/derive-locks.ts';
import { notFound } from '../../lib/not-found.ts';
import type { OwnerPlan } from '../../lib/plan-limits.ts';
import type { TemplateRow } from './to-template.ts';

/** The user's template `id`: 404 when missing or another user's. */
export async function findOwnedTemplate(db: Db, userId: string, id: string): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.ownerUid, userId)));
  if (!row) throw notFound.template();
  return row;
}

/** The user's unlocked template `id`: 404 when missing, 403 with the spec's text when locked. */
export async function findUsableTemplate(db: Db, userId: string, id: string, owner: OwnerPlan) {
  const row = await findOwnedTemplate(db, userId, id);
  const unlocked = await unlockedIds(db, templates, userId, owner.limits.templates);
  if (!unlocked.has(row.id)) throw new AppError(403, messages.editor.lockedTemplate);
  return row;
}
